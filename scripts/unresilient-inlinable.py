#!/usr/bin/env python3
"""Takes `@inlinable` off the declarations of the Swift files under each folder given, for
scripts/release's build of the snippet library with library evolution: a dependency whose
inlinable code sets stored properties of types that become resilient (swift-async-algorithms
1.1) does not compile so. A public declaration (or a deinit) loses the attribute; an internal one
gets `@usableFromInline` instead, which keeps it visible to the code that used it (a protocol
requirement it implements, for one). The code is the same, called instead of inlined.
In a file that consumes values (`switch consume self._state`), every internal struct and enum
becomes @frozen: a resilient type's storage cannot be consumed (in parts)."""
import pathlib
import re
import sys

INTERNAL_TYPE = re.compile(r"(@usableFromInline\s*\n\s*)((struct|enum) \w+)")
KEYWORD = re.compile(r"\b(func|init|deinit|var|let|subscript|case)\b")

for root in sys.argv[1:]:
    for path in pathlib.Path(root).rglob("*.swift"):
        text = path.read_text(encoding="utf-8")
        if "@inlinable" not in text:
            continue
        if "consume self" in text:
            text = INTERNAL_TYPE.sub(r"@frozen \1\2", text)
        parts, rest = [], text
        while (start := rest.find("@inlinable")) >= 0:
            parts.append(rest[:start])
            rest = rest[start + len("@inlinable"):]
            declaration = KEYWORD.search(rest)
            modifiers = rest[:declaration.start()] if declaration else ""
            if re.search(r"\b(public|open)\b", modifiers) or (declaration and declaration.group(1) == "deinit"):
                parts.append("")
            else:
                parts.append("@usableFromInline")
        parts.append(rest)
        path.write_text("".join(parts), encoding="utf-8")
