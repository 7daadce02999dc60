import Testing

@testable import SherpaStore

/// The instance columns written out for a join are the same columns, each prefixed.
@Test func theJoinsInstanceColumnsAreTheInstanceColumns() {
  let prefixed = Rows.instanceColumns.split(separator: ", ").map { "instances.\($0)" }.joined(separator: ", ")
  #expect(Rows.qualifiedInstanceColumns == prefixed)
}
