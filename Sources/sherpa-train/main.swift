import Foundation
import SherpaIntent
import SherpaIntentTraining

// Trains the intent model from Corpus/ and writes Sources/SherpaIntent/Model/
// IntentModelData.swift. Run from the package folder:
//   swift run -c release sherpa-train            train, report, write the model
//   swift run -c release sherpa-train --out F    write the generated file to F instead
//   swift run -c release sherpa-train --misses   also list the train and calibration misses
//   ... --try epochs=20 --try l2=1e-5 --no-test  try other settings on the calibration split
//       only (the test split is not printed), writing nothing unless --out is given
// Seeded and single-threaded: the same corpus gives the same bytes.

var arguments = Array(CommandLine.arguments.dropFirst())
var out: String?
var misses = false
var settings = Trainer.Settings()
var showTest = true
var tried = false
let usage =
  "usage: sherpa-train [--out FILE] [--misses] [--try epochs|rate|l2|sherpa-weight|ood-weight=VALUE]... [--no-test]\n"
while let argument = arguments.first {
  arguments.removeFirst()
  switch argument {
  case "--out":
    out = arguments.first
    if !arguments.isEmpty { arguments.removeFirst() }
  case "--misses": misses = true
  case "--no-test": showTest = false
  case "--try":
    let pair = (arguments.first ?? "").split(separator: "=").map(String.init)
    if !arguments.isEmpty { arguments.removeFirst() }
    guard pair.count == 2, let value = Double(pair[1]) else {
      FileHandle.standardError.write(Data(usage.utf8))
      exit(2)
    }
    switch pair[0] {
    case "epochs": settings.epochs = Int(value)
    case "rate": settings.learningRate = value
    case "l2": settings.l2 = value
    case "sherpa-weight": settings.sherpaWeight = value
    case "ood-weight": settings.outOfDomainWeight = value
    default:
      FileHandle.standardError.write(Data(usage.utf8))
      exit(2)
    }
    tried = true
  default:
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
  }
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Corpus").path) else {
  FileHandle.standardError.write(Data("sherpa-train: run it from the package folder (no Corpus/ here)\n".utf8))
  exit(2)
}
do {
  let lines = try CorpusLoader.loadAll(root: root)
  let started = Date()
  let model = Trainer(settings: settings).train(lines)
  print(
    String(
      format: "trained on %d lines in %.1f s", lines.filter { $0.split == .train }.count,
      Date().timeIntervalSince(started)))
  print(
    String(
      format: "temperature %.2f, write threshold %.2f (exact command forms %.2f), read threshold %.2f",
      model.temperature, model.writeThreshold, model.agreedWriteThreshold, model.readThreshold))
  for source in [LabelledLine.Source.sherpa, .hwu64] {
    for split in [LabelledLine.Split.calibration, .test] where showTest || split != .test {
      let part = lines.filter { $0.source == source && $0.split == split }
      let result = Evaluation.run(part, model: model)
      print("\(source.rawValue) \(split.rawValue): \(result)")
    }
  }
  if misses {
    for split in [LabelledLine.Split.train, .calibration] {
      for miss in Evaluation.run(lines.filter { $0.split == split }, model: model).misses {
        print("MISS \(split.rawValue) | \(miss)")
      }
    }
  }
  let text = ModelFile.render(model, inputs: try ModelFile.inputsDigest(root: root))
  // A trial (--try) writes nothing unless --out names a file.
  if let target = out ?? (tried ? nil : root.appendingPathComponent(ModelFile.path).path) {
    try text.write(toFile: target, atomically: !target.hasPrefix("/dev/"), encoding: .utf8)
    print("wrote \(target)")
  }
} catch {
  FileHandle.standardError.write(Data("sherpa-train: \(error)\n".utf8))
  exit(1)
}
