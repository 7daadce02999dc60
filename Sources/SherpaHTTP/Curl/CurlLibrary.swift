internal import CCurl

/// libcurl's functions, opened once on the first request (`ccurl_open` in CCurl's shim).
/// Every libcurl call goes through this table.
enum CurlLibrary {
  /// The table, or why libcurl could not be opened.
  nonisolated(unsafe) static let loaded: Result<UnsafePointer<ccurl_api>, HTTPError> = {
    let table = UnsafeMutablePointer<ccurl_api>.allocate(capacity: 1)
    table.initialize(to: ccurl_api())
    if let problem = ccurl_open(table) {
      return .failure(.transport(code: -1, message: "libcurl could not start: \(String(cString: problem))"))
    }
    return .success(UnsafePointer(table))
  }()
}
