import FileStorage
import Testing

/// An application's folders, as the XDG Base Directory specification places them.
struct XDGDirectoryTests {
    private let cache = XDGDirectory.cache("app", variable: "APP_CACHE")
    private let data = XDGDirectory.data("app", variable: "APP_DATA")

    @Test("the application's own variable names the folder itself")
    func ownVariable_namesTheFolder() {
        #expect(cache.resolve(["APP_CACHE": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]).path == "/c")
        #expect(data.resolve(["APP_DATA": "/d", "XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/d")
    }

    @Test("else an absolute XDG variable holds the application's folder; a relative one is ignored, as the spec says")
    func absoluteXDGVariable_holdsTheFolder() {
        #expect(cache.resolve(["XDG_CACHE_HOME": "/x", "HOME": "/h"]).path == "/x/app")
        #expect(cache.resolve(["XDG_CACHE_HOME": "x", "HOME": "/h"]).path == "/h/.cache/app")
        #expect(data.resolve(["XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/x/app")
    }

    @Test("a variable set but empty counts as unset, down to the default under the home folder")
    func emptyVariable_countsAsUnset() {
        #expect(cache.resolve(["APP_CACHE": "", "XDG_CACHE_HOME": "", "HOME": "/h"]).path == "/h/.cache/app")
        #expect(data.resolve(["APP_DATA": "", "HOME": "/h"]).path == "/h/.local/share/app")
    }
}
