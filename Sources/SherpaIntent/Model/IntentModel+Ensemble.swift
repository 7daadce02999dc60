extension IntentModel {
  /// Several networks taught alike from different seeds, read as one: their hidden units
  /// side by side, each member's output layer scaled by 1 / members, so the scores are
  /// the members' scores averaged (what one draw of the training's randomness gets wrong
  /// the others seldom get wrong the same way). Temperature 1 and no thresholds, like
  /// each member; every member has the same classes and buckets.
  @_spi(Training) public static func ensemble(_ members: [IntentModel]) -> IntentModel {
    guard let first = members.first, members.count > 1 else { return members[0] }
    let classes = first.classes.count
    let share = 1 / Float(members.count)
    let units = members.map(\.hidden).reduce(0, +)
    var layers = Layers(hiddenBias: [], scale: [], output: [], outputBias: [Float](repeating: 0, count: classes))
    for member in members {
      layers.hiddenBias += member.layers.hiddenBias
      layers.scale += member.layers.scale
      layers.output += member.layers.output.map { $0 * share }
      for k in 0..<classes { layers.outputBias[k] += member.layers.outputBias[k] * share }
    }
    // Bucket by bucket, each member's units in turn.
    var table = [Int8](repeating: 0, count: first.buckets * units)
    var offset = 0
    for member in members {
      let values = member.weights.values
      for bucket in 0..<first.buckets {
        for unit in 0..<member.hidden {
          table[bucket * units + offset + unit] = values[bucket * member.hidden + unit]
        }
      }
      offset += member.hidden
    }
    return IntentModel(
      classes: first.classes, buckets: first.buckets, temperature: 1, writeThreshold: 1, agreedWriteThreshold: 1,
      readThreshold: 1, layers: layers, weights: table)
  }
}
