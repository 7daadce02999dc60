import SherpaTerminal
import Testing

/// The width pictures are drawn for: `$COLUMNS`, else the terminal's own size, else 80
/// (a pipe, or a size out of reason).
@Test func theWidthComesFromColumnsThenTheTerminalThenEighty() {
  func width(_ environment: [String: String], tty: Bool, columns: Int?) -> Int {
    TerminalCapabilities.style(environment: environment, isTTY: tty, noColor: false, ascii: false, ttyColumns: columns)
      .width
  }
  #expect(width(["COLUMNS": "100"], tty: true, columns: 200) == 100)
  #expect(width([:], tty: true, columns: 200) == 200)
  #expect(width([:], tty: false, columns: 200) == 80)
  #expect(width([:], tty: true, columns: nil) == 80)
  #expect(width([:], tty: true, columns: 5) == 80)
  #expect(width(["COLUMNS": "wide"], tty: true, columns: 132) == 132)
}
