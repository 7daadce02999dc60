internal import CCurl

/// One libcurl transfer: holds a handle pair for the length of `perform()` and is the
/// context every C callback reaches through `Unmanaged`. Not Sendable: one thread uses it.
final class CurlTransfer {
  let request: HTTPRequest
  let cancellation: HTTPCancellation
  let onChunk: @Sendable (HTTPChunk) -> Void
  var body: [UInt8] = []
  var headers: [String: String] = [:]
  var status = 0
  var exceededLimit = false
  private var handle: UnsafeMutableRawPointer?
  private var curl: UnsafePointer<ccurl_api>?

  init(request: HTTPRequest, cancellation: HTTPCancellation, onChunk: @escaping @Sendable (HTTPChunk) -> Void) {
    self.request = request
    self.cancellation = cancellation
    self.onChunk = onChunk
  }

  /// Runs the transfer to the end on the calling thread.
  /// Takes a handle pair from `pool` when one is idle and gives it back after a clean
  /// transfer, so the connection to the server stays open for the next request.
  func perform(pool: CurlHandlePool? = nil) -> Result<HTTPResponse, HTTPError> {
    let curl: UnsafePointer<ccurl_api>
    switch CurlLibrary.loaded {
    case .success(let table): curl = table
    case .failure(let error): return .failure(error)
    }
    guard let handles = pool?.take() ?? CurlHandles(curl) else {
      return .failure(.transport(code: -1, message: "libcurl could not start"))
    }
    let result = perform(with: handles)
    handle = nil
    if let pool, case .success = result { pool.give(handles) }
    return result
  }

  private func perform(with handles: CurlHandles) -> Result<HTTPResponse, HTTPError> {
    let handle = handles.easy
    let curl = handles.curl
    self.handle = handle
    self.curl = curl
    if cancellation.isCancelled { return .failure(.cancelled) }
    var list: UnsafeMutablePointer<curl_slist>?
    for header in request.headers { list = ccurl_slist_append(curl, list, "\(header.name): \(header.value)") }
    list = ccurl_slist_append(curl, list, "Expect:")
    defer { ccurl_slist_free_all(curl, list) }
    configure(handle, curl, headers: list)
    var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    let code: CURLcode = errorBuffer.withUnsafeMutableBufferPointer { buffer in
      _ = ccurl_setopt_pointer(curl, handle, CURLOPT_ERRORBUFFER, buffer.baseAddress)
      return request.body.withUnsafeBufferPointer { bytes in
        if let base = bytes.baseAddress, !bytes.isEmpty {
          _ = ccurl_setopt_long(curl, handle, CURLOPT_POSTFIELDSIZE, bytes.count)
          _ = ccurl_setopt_pointer(curl, handle, CURLOPT_POSTFIELDS, UnsafeMutableRawPointer(mutating: base))
        } else if request.method != "GET" {
          _ = ccurl_setopt_long(curl, handle, CURLOPT_POSTFIELDSIZE, 0)
          _ = ccurl_setopt_string(curl, handle, CURLOPT_COPYPOSTFIELDS, "")
        }
        return run(handles)
      }
    }
    if code == CURLE_OK {
      return .success(HTTPResponse(status: status, headers: headers, body: body))
    }
    let detail =
      errorBuffer.first == 0
      ? String(cString: ccurl_easy_strerror(curl, code))
      : String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return .failure(error(for: code, detail: detail))
  }

  /// Drives the transfer through a multi handle, waking every few milliseconds, so a
  /// cancellation stops it at once even while the server sends nothing.
  private func run(_ handles: CurlHandles) -> CURLcode {
    let multi = handles.multi
    let handle = handles.easy
    let curl = handles.curl
    _ = ccurl_multi_add_handle(curl, multi, handle)
    defer { _ = ccurl_multi_remove_handle(curl, multi, handle) }
    var running: Int32 = 1
    while running > 0 {
      guard ccurl_multi_perform(curl, multi, &running) == CURLM_OK else { return CURLE_RECV_ERROR }
      if running == 0 { break }
      if cancellation.isCancelled { return CURLE_ABORTED_BY_CALLBACK }
      _ = ccurl_multi_poll(curl, multi, CurlTransfer.wakeMilliseconds)
    }
    var left: Int32 = 0
    while let message = ccurl_multi_info_read(curl, multi, &left) {
      if message.pointee.msg == CURLMSG_DONE { return message.pointee.data.result }
    }
    return CURLE_OK
  }

  static let wakeMilliseconds: Int32 = 10

  private func error(for code: CURLcode, detail: String) -> HTTPError {
    if cancellation.isCancelled || code == CURLE_ABORTED_BY_CALLBACK { return .cancelled }
    if exceededLimit { return .tooLarge(limit: request.maximumResponseBytes) }
    switch code {
    case CURLE_OPERATION_TIMEDOUT: return .timedOut(seconds: request.timeout)
    case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .couldNotConnect(detail)
    case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL: return .badURL(request.url)
    default: return .transport(code: Int(code.rawValue), message: detail)
    }
  }

  private func configure(
    _ handle: UnsafeMutableRawPointer, _ curl: UnsafePointer<ccurl_api>, headers: UnsafeMutablePointer<curl_slist>?
  ) {
    let context = Unmanaged.passUnretained(self).toOpaque()
    _ = ccurl_setopt_string(curl, handle, CURLOPT_URL, request.url)
    _ = ccurl_setopt_long(curl, handle, CURLOPT_NOSIGNAL, 1)
    _ = ccurl_setopt_long(curl, handle, CURLOPT_TIMEOUT_MS, CurlTransfer.milliseconds(request.timeout))
    _ = ccurl_setopt_long(curl, handle, CURLOPT_CONNECTTIMEOUT_MS, CurlTransfer.milliseconds(request.timeout))
    _ = ccurl_setopt_long(curl, handle, CURLOPT_TCP_NODELAY, 1)
    _ = ccurl_setopt_string(curl, handle, CURLOPT_PROTOCOLS_STR, "http,https")
    if CurlTransfer.isLoopback(request.url) { _ = ccurl_setopt_string(curl, handle, CURLOPT_PROXY, "") }
    _ = ccurl_setopt_string(curl, handle, CURLOPT_CUSTOMREQUEST, request.method)
    _ = ccurl_setopt_string(curl, handle, CURLOPT_ACCEPT_ENCODING, "")
    _ = ccurl_setopt_slist(curl, handle, CURLOPT_HTTPHEADER, headers)
    _ = ccurl_setopt_pointer(curl, handle, CURLOPT_WRITEDATA, context)
    _ = ccurl_setopt_write_function(curl, handle) { pointer, size, count, context in
      guard let pointer, let context else { return 0 }
      let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
      return transfer.receiveBody(UnsafeRawBufferPointer(start: pointer, count: size * count))
    }
    _ = ccurl_setopt_pointer(curl, handle, CURLOPT_HEADERDATA, context)
    _ = ccurl_setopt_header_function(curl, handle) { pointer, size, count, context in
      guard let pointer, let context else { return 0 }
      let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
      transfer.receiveHeader(UnsafeRawBufferPointer(start: pointer, count: size * count))
      return size * count
    }
    _ = ccurl_setopt_long(curl, handle, CURLOPT_NOPROGRESS, 0)
    _ = ccurl_setopt_pointer(curl, handle, CURLOPT_XFERINFODATA, context)
    _ = ccurl_setopt_xferinfo_function(curl, handle) { context, _, _, _, _ in
      guard let context else { return 1 }
      return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().cancellation.isCancelled ? 1 : 0
    }
  }

  private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
    if cancellation.isCancelled { return 0 }
    if body.count + bytes.count > request.maximumResponseBytes {
      exceededLimit = true
      return 0
    }
    if status == 0, let handle, let curl {
      var code = 0
      _ = ccurl_getinfo_long(curl, handle, CURLINFO_RESPONSE_CODE, &code)
      status = code
    }
    let chunk = Array(bytes)
    body.append(contentsOf: chunk)
    onChunk(HTTPChunk(status: status, bytes: chunk))
    return bytes.count
  }

  private func receiveHeader(_ bytes: UnsafeRawBufferPointer) {
    let line = String(decoding: bytes, as: UTF8.self)
    if line.hasPrefix("HTTP/") {
      headers = [:]
      let parts = line.split(separator: " ")
      if parts.count > 1, let code = Int(parts[1]) { status = code }
      return
    }
    guard let colon = line.firstIndex(of: ":") else { return }
    let name = line[..<colon].lowercased()
    let value = line[line.index(after: colon)...].trimmingWhitespace()
    headers[name] = value
  }

  /// A proxy from `http_proxy` must never stand between sherpa and a server on this machine.
  static func isLoopback(_ url: String) -> Bool {
    guard let schemeEnd = url.range(of: "://") else { return false }
    var rest = url[schemeEnd.upperBound...]
    if let at = rest.firstIndex(of: "@"), rest[..<at].allSatisfy({ $0 != "/" }) {
      rest = rest[rest.index(after: at)...]
    }
    let host: Substring
    if rest.hasPrefix("[") {
      host = rest.prefix { $0 != "]" }.dropFirst()
    } else {
      host = rest.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
    }
    let lower = host.lowercased()
    return lower == "localhost" || lower.hasSuffix(".localhost") || lower == "::1" || lower.hasPrefix("127.")
  }

  static func milliseconds(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return max(1, Int((seconds * 1000).rounded(.up)))
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}
