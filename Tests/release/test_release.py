"""sitegen as a user installs it: the release archive unpacked into a fresh folder, an install by
`scripts/install --prefix`, and the .deb, each run from outside the checkout by a user who cannot
read the checkout (as root: `nobody`), through `new`, `verify`, `build` and `serve` (a request,
then a save and its reload). Also: a library of interfaces alone (binary .swiftmodule files
removed) still compiles snippets, and a Swift that cannot use the library is one clear error.

Run by scripts/test-release, which makes the archive from debug builds and names it in
SITEGEN_ARCHIVE. The .deb test runs only as root with CI=true (it installs into /usr and removes
the package again); SITEGEN_DEB names the package.
"""
import json
import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import unittest

CHECKOUT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARCHIVE = os.environ.get("SITEGEN_ARCHIVE", "")
DEB = os.environ.get("SITEGEN_DEB", "")
IS_ROOT = os.geteuid() == 0
NOBODY = pwd.getpwnam("nobody")


def as_user(command):
    """The command run as `nobody` when we are root, else as ourselves."""
    if not IS_ROOT:
        return command
    return ["setpriv", f"--reuid={NOBODY.pw_uid}", f"--regid={NOBODY.pw_gid}", "--clear-groups", "--"] + command


def user_folder(prefix):
    """A fresh folder outside the checkout that the user running sitegen owns."""
    folder = tempfile.mkdtemp(prefix=prefix, dir="/tmp")
    if IS_ROOT:
        os.chown(folder, NOBODY.pw_uid, NOBODY.pw_gid)
    return folder


def readable_by_all(folder):
    os.chmod(folder, 0o755)


class HiddenCheckout:
    """While open, the user running sitegen cannot read the checkout: as root, the checkout's
    folder is closed to everyone else (mode 0700) and sitegen runs as `nobody`."""

    def __enter__(self):
        self.mode = os.stat(CHECKOUT).st_mode & 0o7777
        if IS_ROOT:
            os.chmod(CHECKOUT, 0o700)
        return self

    def __exit__(self, *_):
        os.chmod(CHECKOUT, self.mode)

    def can_be_read(self):
        probe = subprocess.run(as_user(["test", "-r", os.path.join(CHECKOUT, "Package.swift")]))
        return probe.returncode == 0


class Sitegen:
    """One sitegen binary, run as the user in `home`."""

    def __init__(self, binary, home):
        self.binary = binary
        self.home = home
        self.environment = {
            "PATH": os.environ["PATH"], "HOME": home, "LANG": "C.UTF-8",
            # None of sitegen's overrides: everything must be found from the binary's own path.
        }

    def run(self, *arguments, cwd=None, check=True):
        result = subprocess.run(as_user([self.binary, *arguments]), cwd=cwd or self.home, env=self.environment,
                                capture_output=True, text=True, timeout=1800)
        if check and result.returncode != 0:
            raise AssertionError(f"sitegen {' '.join(arguments)} exited {result.returncode}\n{result.stdout}{result.stderr}")
        return result

    def serve(self, course):
        return ServedCourse(as_user([self.binary, "serve", "--port", "0", "--no-verify"]), course, self.environment)


class ServedCourse:
    """`sitegen serve` on a free port, until `stop()`."""

    def __init__(self, command, course, environment):
        self.process = subprocess.Popen(command, cwd=course, env=environment, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        self.port = None
        # The address is printed once the first build is done; the line is the event waited for.
        for line in self.process.stdout:
            found = re.match(r"Serving at http://127\.0\.0\.1:(\d+)/", line)
            if found:
                self.port = int(found.group(1))
                break
        if self.port is None:
            self.stop()
            raise AssertionError("sitegen serve never said where it serves: " + self.process.stderr.read())
        # Read on, so a full pipe never blocks the server.
        for stream in (self.process.stdout, self.process.stderr):
            threading.Thread(target=stream.read, daemon=True).start()

    def get(self, path):
        with socket.create_connection(("127.0.0.1", self.port), timeout=30) as connection:
            connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
            data = b""
            while chunk := connection.recv(65536):
                data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        return int(head.split()[1]), body.decode("utf-8", "replace")

    def events(self, file, version):
        """The live-reload stream of the page `file` shown at `version`, as an open socket."""
        connection = socket.create_connection(("127.0.0.1", self.port), timeout=60)
        connection.sendall(f"GET /__sitegen/events?file={file}&version={version} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        return connection

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(2)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        self.process.stderr.close()


def next_event(connection, names, received):
    """Reads the stream until an event named in `names` arrives (the socket's timeout ends a
    wait for one that never comes); `received` keeps what was read before."""
    while True:
        for name in names:
            marker = f"event: {name}\n".encode()
            if marker in received[0]:
                received[0] = received[0].split(marker, 1)[1]
                return name
        chunk = connection.recv(65536)
        if not chunk:
            return None
        received[0] += chunk


class ReleaseTestCase(unittest.TestCase):
    """What every installed form must do, from its `bin/sitegen`."""

    def check_whole_course(self, binary, label):
        home = user_folder("sitegen-user-")
        try:
            with HiddenCheckout() as hidden:
                if IS_ROOT:
                    self.assertFalse(hidden.can_be_read(), "the user running sitegen can still read the checkout")
                sitegen = Sitegen(binary, home)
                version = sitegen.run("--version").stdout
                self.assertRegex(version, r"^sitegen \d+\.\d+\.\d+ \(commit [0-9a-f]{12}, Swift version \d")

                made = sitegen.run("new", "course")
                self.assertTrue(made.stdout.startswith("wrote "), made.stdout)
                course = os.path.join(home, "course")

                started = time.monotonic()
                verified = sitegen.run("verify", cwd=course)
                first_verify = time.monotonic() - started
                self.assertIn("8 passed, 0 failed, 0 skipped", verified.stdout)

                built = sitegen.run("build", "-q", "--base-url", "https://example.github.io/course/", cwd=course)
                self.assertEqual(built.stderr, "")
                with open(os.path.join(course, "_site/01-basics/ui-and-network/index.html"), encoding="utf-8") as page:
                    self.assertIn("메시지: 안녕하세요", page.read())

                served = sitegen.serve(course)
                try:
                    status, page = served.get("/01-basics/first-note/")
                    self.assertEqual(status, 200)
                    self.assertIn("<h1", page)
                    page_version = re.search(r'data-version="([^"]*)"', page).group(1)
                    events = served.events("01-basics/first-note/index.html", page_version)
                    received = [b""]
                    self.assertEqual(next_event(events, ["ok"], received), "ok")
                    note = os.path.join(course, "content/01-basics/first-note.md")
                    with open(note, encoding="utf-8") as file:
                        text = file.read()
                    with open(note, "w", encoding="utf-8") as file:
                        file.write(text + "\n저장한 뒤에 다시 읽힌 문단.\n")
                    self.assertEqual(next_event(events, ["reload"], received), "reload")
                    events.close()
                    status, page = served.get("/01-basics/first-note/")
                    self.assertIn("저장한 뒤에 다시 읽힌 문단.", page)
                finally:
                    served.stop()
            print(f"\n{label}: first verify of the new course {first_verify:.1f} s", flush=True)
        finally:
            shutil.rmtree(home, ignore_errors=True)


def unpack(archive):
    """The archive unpacked into a fresh folder outside the checkout; returns its top folder."""
    folder = tempfile.mkdtemp(prefix="sitegen-release-", dir="/tmp")
    readable_by_all(folder)
    subprocess.run(["tar", "-xzf", archive, "-C", folder], check=True)
    (top,) = os.listdir(folder)
    return folder, os.path.join(folder, top)


@unittest.skipUnless(ARCHIVE, "SITEGEN_ARCHIVE names no archive (run scripts/test-release)")
class ArchiveTests(ReleaseTestCase):
    def test_the_unpacked_archive_runs_new_verify_build_and_serve_without_the_checkout(self):
        folder, top = unpack(ARCHIVE)
        try:
            self.assertTrue(os.path.isfile(os.path.join(top, "lib/sitegen/Modules/RxSwift.swiftinterface")))
            self.assertTrue(os.path.isfile(os.path.join(top, "share/sitegen/templates/note.mustache")))
            print(f"\narchive: {os.path.basename(ARCHIVE)} {os.path.getsize(ARCHIVE) / 1e6:.1f} MB", flush=True)
            self.check_whole_course(os.path.join(top, "bin/sitegen"), "archive")
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def test_a_library_of_interfaces_alone_still_compiles_snippets(self):
        folder, top = unpack(ARCHIVE)
        home = user_folder("sitegen-user-")
        try:
            modules = os.path.join(top, "lib/sitegen/Modules")
            for name in os.listdir(modules):
                if name.endswith(".swiftmodule"):
                    os.remove(os.path.join(modules, name))
            self.assertFalse([name for name in os.listdir(modules) if name.endswith(".swiftmodule")])
            with HiddenCheckout():
                sitegen = Sitegen(os.path.join(top, "bin/sitegen"), home)
                sitegen.run("new", "course")
                course = os.path.join(home, "course")
                started = time.monotonic()
                first = sitegen.run("verify", cwd=course)
                first_seconds = time.monotonic() - started
                self.assertIn("8 passed, 0 failed, 0 skipped", first.stdout)
                # The modules were rebuilt from their interfaces into the course's cache.
                rebuilt = os.listdir(os.path.join(course, ".sitegen-cache/module-cache"))
                self.assertTrue(any(re.match(r"RxSwift-\w+\.swiftmodule$", name) for name in rebuilt), rebuilt)
                # A changed snippet compiles again, now against the modules already rebuilt.
                note = os.path.join(course, "content/01-basics/first-note.md")
                with open(note, encoding="utf-8") as file:
                    text = file.read()
                with open(note, "w", encoding="utf-8") as file:
                    file.write(text.replace("```swift run", "```swift run\n// 바뀐 예제", 1))
                started = time.monotonic()
                again = sitegen.run("verify", cwd=course)
                again_seconds = time.monotonic() - started
                self.assertIn("8 passed, 0 failed, 0 skipped", again.stdout)
                self.assertRegex(again.stdout + again.stderr, r"compiled 1 merged and 0 alone, 7 from the cache")
            print(f"\ninterfaces only: first verify {first_seconds:.1f} s (modules rebuilt), "
                  f"after a change {again_seconds:.1f} s", flush=True)
        finally:
            shutil.rmtree(home, ignore_errors=True)
            shutil.rmtree(folder, ignore_errors=True)

    def test_every_snippet_of_the_bundled_course_passes_against_the_packaged_library(self):
        """The packaged library is built apart, with library evolution (scripts/release): the
        bundled course's snippets are the check that it behaves as the one `swift build` makes."""
        folder, top = unpack(ARCHIVE)
        cache = tempfile.mkdtemp(prefix="sitegen-release-cache-", dir="/tmp")
        try:
            result = subprocess.run([os.path.join(top, "bin/sitegen"), "verify", "--cache-dir", cache], cwd=CHECKOUT,
                                    capture_output=True, text=True, timeout=1800)
            self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
            self.assertRegex(result.stdout, r"(^|\n)\d+ passed, 0 failed, \d+ skipped\n$")
        finally:
            shutil.rmtree(cache, ignore_errors=True)
            shutil.rmtree(folder, ignore_errors=True)

    def test_a_swift_that_cannot_use_the_library_is_one_error_naming_both_versions(self):
        folder, top = unpack(ARCHIVE)
        home = user_folder("sitegen-user-")
        try:
            info = os.path.join(top, "lib/sitegen/build-info")
            with open(info, encoding="utf-8") as file:
                text = file.read()
            # As if built by a Swift newer than the one here: its interfaces are not for this one.
            with open(info, "w", encoding="utf-8") as file:
                file.write(re.sub(r"swift: .*", "swift: Swift version 6.99.0 (swift-6.99.0-RELEASE)", text))
            here = re.search(r"Swift version ([\d.]+)", subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout).group(1)
            here = ".".join((here.split(".") + ["0", "0"])[:3])
            with HiddenCheckout():
                sitegen = Sitegen(os.path.join(top, "bin/sitegen"), home)
                sitegen.run("new", "course")
                refused = sitegen.run("verify", cwd=os.path.join(home, "course"), check=False)
            self.assertEqual(refused.returncode, 2, refused.stdout + refused.stderr)
            self.assertIn(
                f"error: the snippet library was built with Swift 6.99.0; swiftc here is Swift {here}, which cannot read "
                f"its module interfaces (they need Swift 6.99.0 or a newer Swift 6); put Swift 6.99.0 or newer first on "
                f"PATH, or install the sitegen release built with Swift {here}\n", refused.stderr)
            self.assertNotIn("error: no such module", refused.stderr + refused.stdout)
        finally:
            shutil.rmtree(home, ignore_errors=True)
            shutil.rmtree(folder, ignore_errors=True)


class InstallTests(ReleaseTestCase):
    def test_scripts_install_prefix_runs_new_verify_build_and_serve_without_the_checkout(self):
        prefix = tempfile.mkdtemp(prefix="sitegen-prefix-", dir="/tmp")
        readable_by_all(prefix)
        try:
            subprocess.run([os.path.join(CHECKOUT, "scripts/install"), "--debug", "--prefix", prefix], check=True,
                           stdout=subprocess.DEVNULL)
            self.check_whole_course(os.path.join(prefix, "bin/sitegen"), "scripts/install")
            subprocess.run([os.path.join(CHECKOUT, "scripts/install"), "--prefix", prefix, "--uninstall"], check=True,
                           stdout=subprocess.DEVNULL)
            self.assertEqual(sorted(os.listdir(prefix)), ["bin", "lib", "share"])
            self.assertEqual(os.listdir(os.path.join(prefix, "bin")), [])
        finally:
            shutil.rmtree(prefix, ignore_errors=True)


@unittest.skipUnless(DEB and IS_ROOT and os.environ.get("CI") == "true", "installs into /usr: as root in CI only")
class DebTests(ReleaseTestCase):
    def test_the_deb_installs_runs_from_usr_bin_and_is_removed(self):
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", DEB], check=True,
                       stdout=subprocess.DEVNULL, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
        try:
            self.assertTrue(os.path.isfile("/usr/lib/sitegen/libSitegenSnippetSupport.so"))
            self.check_whole_course("/usr/bin/sitegen", ".deb")
        finally:
            subprocess.run(["apt-get", "remove", "-y", "-qq", "sitegen"], check=True, stdout=subprocess.DEVNULL)
        self.assertFalse(os.path.exists("/usr/bin/sitegen"))
        self.assertFalse(os.path.exists("/usr/lib/sitegen"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
