import Foundation

/// A save that changed only what note pages say, applied to the kept course in place
/// (`ResolvedCourse`): each changed note is read, parsed, linked to the concepts and its links
/// checked, and the other notes are not visited — at 10,000 notes a save then costs what the
/// change costs, not what the course does.
///
/// "Only the body" means what other pages show of the note is unchanged: its path, front matter
/// (title, date, order, tags, description, draft, slug…), title and anchors (heading ids,
/// footnotes). Its text, links, code blocks, mentions and reading time may change; a change in
/// what the index pages list (reading time, mentions) re-renders them as usual. Anything else —
/// a note added, removed or renamed, an asset, a comparison table, a concept, the home page or a
/// chapter's introduction, a template — takes the whole path, which gives the same site.
extension SitePipeline {
    struct BodyEdit {
        /// In the kept notes and the loaded sources.
        var position: Int
        /// In `Course.pages`.
        var page: Int
        var source: ContentLoader.SourceFile
        var result: NoteParser.Result
    }

    /// What applying the edits found: the pages they changed, and what the index pages now
    /// list (`nil` when the last rendering is not of the kept course, so a plan must compare).
    struct BodyEditResult {
        var pages: Set<Int>
        var listing: RenderPlan.Listing?
        /// Whether what concept and comparison pages list of the mentions changed (a list may
        /// have gained or lost a page).
        var mentionsMoved: Bool
    }

    /// The saved notes read and parsed, when `plan` is a save of nothing but note bodies;
    /// `nil` when it may be more.
    func bodyEdits(_ plan: Plan, start: (Stage) -> Void) -> [BodyEdit]? {
        guard let kept = resolvedCourse, let loaded, !plan.reloadContent, !plan.reloadTheme, !plan.rewroteThemeAsset,
              !plan.contentFiles.isEmpty, !loaded.diagnostics.hasErrors,
              linking.registry != nil, checking.index != nil, checking.brokenLinksAreErrors == options.brokenLinksAreErrors
        else { return nil }
        start(.load)
        let root = options.content.resolvingSymlinksInPath().standardizedFileURL.path
        var read: [(position: Int, page: Int, source: ContentLoader.SourceFile)] = []
        for path in plan.contentFiles.sorted() {
            // What `ContentLoader.reload` would leave out, it leaves out too.
            guard path.hasPrefix(root + "/") else { continue }
            let relative = String(path.dropFirst(root.count + 1))
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            guard let position = kept.notePositions[relative], let page = kept.pagePositions[relative] else { return nil }
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  let data = try? FileBytes.read(path).get(),
                  let text = String(validating: data, as: UTF8.self) else { return nil }
            let source = ContentLoader.SourceFile(relativePath: relative, displayPath: DisplayPath.of(URL(fileURLWithPath: path)), text: text)
            let before = loaded.sources[position]
            if before.text == source.text && before.displayPath == source.displayPath { continue }
            read.append((position, page, source))
        }
        start(.parse)
        var edits: [BodyEdit] = []
        for ((position, page, _), (source, result)) in zip(read, Self.parse(read.map(\.source))) {
            guard let before = parsed[source.relativePath]?.result.note,
                  Self.othersSeeTheSame(before, result.note) else { return nil }
            edits.append(BodyEdit(position: position, page: page, source: source, result: result))
        }
        return edits
    }

    /// Whether every other page, and every index page's outline, shows `after` as it showed
    /// `before`.
    private static func othersSeeTheSame(_ before: Note, _ after: Note) -> Bool {
        // `SUMMARY.md` orders and names the course's pages: any edit resolves the course again.
        after.relativePath != BookSummary.file
            && before.relativePath == after.relativePath && before.displayPath == after.displayPath
            && before.frontMatter == after.frontMatter && before.title == after.title
            && before.footnoteCount == after.footnoteCount
            && before.headings.map(\.id) == after.headings.map(\.id)
            // Fixture files are read at every full load; such a note takes that path.
            && after.frontMatter.fixtures == nil
    }

    /// Applies `edits` to the kept course, sources and memories, and fills `build` as the
    /// whole path would have: sources, notes, course, problems.
    func apply(_ edits: [BodyEdit], into build: inout SiteBuild) -> BodyEditResult {
        // Taken out, so the arrays it holds are not shared with the pipeline while they change.
        var kept = resolvedCourse!
        resolvedCourse = nil
        var listing = kept.isRendered ? rendered?.listing : nil
        var mentionsMoved = false
        var pages: Set<Int> = []
        for edit in edits {
            let path = edit.source.relativePath
            let before = parsed[path]!
            loaded?.sources[edit.position] = edit.source
            parsed[path] = ParsedSource(text: edit.source.text, displayPath: edit.source.displayPath, result: edit.result)
            kept.notes[edit.position] = edit.result.note
            kept.replaceDiagnostics(before.result.diagnostics, with: edit.result.diagnostics)

            var page = kept.course.pages[edit.page]
            page.note = edit.result.note
            let linked = ConceptResolver.relink(&page, index: kept.course.mentionIndex, memory: &linking)
            kept.replaceDiagnostics(linked.before?.diagnostics ?? [], with: linked.after.diagnostics)
            // `bodyEdits` made sure the link memory can answer.
            let checked = LinkResolver.recheck(&page, brokenLinksAreErrors: options.brokenLinksAreErrors, memory: &checking)!
            kept.replaceDiagnostics(checked.before, with: checked.after)
            if linked.before?.mentions != linked.after.mentions {
                let range = kept.mentionRange(ofPage: edit.page)
                kept.course.mentions.replaceSubrange(range, with: linked.after.mentions)
                // The listing holds the same mentions in the same order; a mention that only
                // moved to another line lists as it did.
                let listed = linked.after.mentions.map(RenderPlan.Listing.listed)
                if let before = listing?.mentions[range], !before.elementsEqual(listed) {
                    listing?.mentions.replaceSubrange(range, with: listed)
                    mentionsMoved = true
                }
            }
            kept.course.pages[edit.page] = page
            listing?.summaries[edit.page] = RenderPlan.Listing.summary(of: page)
            pages.insert(edit.page)
        }
        kept.isRendered = false
        build.loaded = loaded!
        build.notes = kept.notes
        build.course = kept.course
        build.diagnostics = kept.diagnostics
        resolvedCourse = kept
        return BodyEditResult(pages: pages, listing: listing, mentionsMoved: mentionsMoved)
    }
}
