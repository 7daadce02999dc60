@_spi(Training) import SherpaIntent

extension Trainer {
  /// A model with temperature 1 and no thresholds, taught on `train`: each feature's row
  /// of the table is added into the hidden units, a ReLU, then the output layer and a
  /// softmax; AdaGrad on the weighted log-loss, each line taught with a share
  /// (`dropout`) of its features left out at random. Single-threaded and seeded. With
  /// `members` above 1, that many are taught from seeds drawn from the first and read as
  /// one (`IntentModel.ensemble`).
  func fit(_ train: [Example]) -> IntentModel {
    var seeds = SplitMix(seed: settings.seed)
    let members = (0..<settings.members).map { member in
      fit(train, seed: member == 0 ? settings.seed : seeds.next())
    }
    return IntentModel.ensemble(members)
  }

  func fit(_ train: [Example], seed: UInt64) -> IntentModel {
    let buckets = IntentModel.featureBuckets
    let classes = Self.classes.count
    let units = settings.hidden
    let rate = Float(settings.learningRate)
    let l2 = Float(settings.l2)
    var random = SplitMix(seed: seed)
    func uniform(_ range: Float) -> Float {
      Float(Double(random.next() >> 11) / Double(1 << 53)) * 2 * range - range
    }
    // The table starts at zero, so a row no taught line reaches stays zero; the output
    // layer starts at random, which tells the hidden units apart.
    var table = [Float](repeating: 0, count: buckets * units)
    var tableSquares = [Float](repeating: 0, count: buckets * units)
    let range = (6 / Float(units + classes)).squareRoot()
    var layers = IntentModel.Layers(
      hiddenBias: [Float](repeating: 0.1, count: units), scale: [Float](repeating: 1, count: units),
      output: (0..<(classes * units)).map { _ in uniform(range) }, outputBias: [Float](repeating: 0, count: classes))
    var hiddenSquares = [Float](repeating: 0, count: units)
    var outputSquares = [Float](repeating: 0, count: classes * units)
    var biasSquares = [Float](repeating: 0, count: classes)
    var order = Array(train.indices)
    var kept: [Int32] = []
    var active = [Float](repeating: 0, count: units)
    var back = [Float](repeating: 0, count: units)
    var errors = [Float](repeating: 0, count: classes)
    for _ in 0..<settings.epochs {
      for index in stride(from: order.count - 1, to: 0, by: -1) {
        order.swapAt(index, Int(random.next() % UInt64(index + 1)))
      }
      for position in order {
        let example = train[position]
        kept.removeAll(keepingCapacity: true)
        for feature in example.features where Double(random.next() >> 11) / Double(1 << 53) >= settings.dropout {
          kept.append(feature)
        }
        for unit in 0..<units { active[unit] = layers.hiddenBias[unit] }
        for feature in kept {
          let row = Int(feature) * units
          for unit in 0..<units { active[unit] += table[row + unit] }
        }
        for unit in 0..<units { active[unit] = max(0, active[unit]) }
        let probabilities = IntentModel.softmax(
          IntentModel.scores(active, layers: layers, classes: classes), temperature: 1)
        let weight = Float(example.weight)
        for k in 0..<classes { errors[k] = (Float(probabilities[k]) - (k == example.label ? 1 : 0)) * weight }
        for unit in 0..<units { back[unit] = 0 }
        for k in 0..<classes {
          let error = errors[k]
          for unit in 0..<units where active[unit] > 0 {
            let at = unit * classes + k
            back[unit] += layers.output[at] * error
            let step = error * active[unit] + l2 * layers.output[at]
            outputSquares[at] += step * step
            layers.output[at] -= rate * step / (outputSquares[at].squareRoot() + 1e-8)
          }
          biasSquares[k] += error * error
          layers.outputBias[k] -= rate * error / (biasSquares[k].squareRoot() + 1e-8)
        }
        for unit in 0..<units where active[unit] > 0 {
          let step = back[unit]
          hiddenSquares[unit] += step * step
          layers.hiddenBias[unit] -= rate * step / (hiddenSquares[unit].squareRoot() + 1e-8)
          for feature in kept {
            let at = Int(feature) * units + unit
            tableSquares[at] += step * step
            table[at] -= rate * step / (tableSquares[at].squareRoot() + 1e-8)
          }
        }
      }
    }
    // 8 bits per table entry, with one scale per hidden unit.
    var quantized = [Int8](repeating: 0, count: buckets * units)
    for unit in 0..<units {
      var largest: Float = 0
      for row in 0..<buckets { largest = max(largest, abs(table[row * units + unit])) }
      let step = largest > 0 ? largest / 127 : 1
      layers.scale[unit] = step
      for row in 0..<buckets { quantized[row * units + unit] = Int8((table[row * units + unit] / step).rounded()) }
    }
    return IntentModel(
      classes: Self.classes, buckets: buckets, temperature: 1, writeThreshold: 1, agreedWriteThreshold: 1,
      readThreshold: 1, layers: layers, weights: quantized)
  }
}
