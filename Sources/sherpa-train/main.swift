import Foundation
import SherpaIntent
import SherpaIntentTraining

// Trains the intent model from Corpus/ and writes
// Sources/CIntentModel/model.c. Run from the package folder:
//   swift run -c release sherpa-train            train, report, write the model
//   swift run -c release sherpa-train --out F    write the generated file to F instead
//   swift run -c release sherpa-train --misses   also list the out-of-fold misses
//   swift run -c release sherpa-train --check    train again and fail unless the shipped
//       model is byte for byte what comes out (run by scripts/test)
//   ... --try epochs=20 --try l2=1e-5 --no-test  try other settings on the out-of-fold
//       figures only (the test split is not printed), writing nothing unless --out is given
// Seeded and single-threaded: the same corpus gives the same bytes.

var arguments = Array(CommandLine.arguments.dropFirst())
var out: String?
var misses = false
var settings = Trainer.Settings()
var showTest = true
var tried = false
var check = false
let usage =
  "usage: sherpa-train [--out FILE] [--misses] [--check] [--try epochs|rate|l2|sherpa-weight|ood-weight|sherpa-fraction|bare-scene|hidden|members|dropout|agreed-bound=VALUE]... [--no-test]\n  (hidden × members: 1 to 256 units; dropout: at least 0 and below 1)\n"
while let argument = arguments.first {
  arguments.removeFirst()
  switch argument {
  case "--out":
    out = arguments.first
    if !arguments.isEmpty { arguments.removeFirst() }
  case "--misses": misses = true
  case "--no-test": showTest = false
  case "--check": check = true
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
    case "sherpa-fraction": settings.sherpaFraction = value
    case "bare-scene": settings.bareSceneShare = value
    // The model file holds 1…256 hidden units; a line keeps some of its features.
    case "hidden" where (1...256).contains(value * Double(settings.members)): settings.hidden = Int(value)
    case "members" where value >= 1 && (1...256).contains(value * Double(settings.hidden)):
      settings.members = Int(value)
    case "dropout" where (0..<1).contains(value): settings.dropout = value
    case "agreed-bound": settings.agreedByBound = value > 0
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
  let training = Trainer(settings: settings).run(lines)
  let model = training.model
  print(
    String(
      format: "trained on %d lines (%d folds held out in turn) in %.1f s", lines.filter { $0.split == .train }.count,
      Splits.folds, Date().timeIntervalSince(started)))
  print(
    String(
      format:
        "temperature %.2f, write threshold %.2f (exact command forms %.2f), read threshold %.2f, name margin %.2f",
      model.temperature, model.writeThreshold, model.agreedWriteThreshold, model.readThreshold,
      model.names?.bias ?? 0))
  for source in [LabelledLine.Source.sherpa, .hwu64] {
    let own = lines.filter { $0.source == source }
    print("\(source.rawValue) out-of-fold: \(Evaluation.outOfFold(own, run: training))")
    if showTest {
      print("\(source.rawValue) test: \(Evaluation.run(own.filter { $0.split == .test }, model: model))")
    }
  }
  if misses {
    for source in [LabelledLine.Source.sherpa, .hwu64] {
      let own = lines.filter { $0.source == source }
      for miss in Evaluation.outOfFold(own, run: training).misses {
        print("MISS out-of-fold \(source.rawValue) | \(miss)")
      }
    }
  }
  let text = ModelFile.render(model, inputs: try ModelFile.inputsDigest(root: root))
  if check {
    let shipped = try? String(contentsOf: root.appendingPathComponent(ModelFile.path), encoding: .utf8)
    guard shipped == text else {
      FileHandle.standardError.write(
        Data("sherpa-train: the shipped model differs from a fresh training; run sherpa-train and commit\n".utf8))
      exit(1)
    }
    print("the shipped model is what training gives, byte for byte")
    exit(0)
  }
  // A trial (--try) writes nothing unless --out names a file.
  if let target = out ?? (tried ? nil : root.appendingPathComponent(ModelFile.path).path) {
    try text.write(toFile: target, atomically: !target.hasPrefix("/dev/"), encoding: .utf8)
    print("wrote \(target)")
  }
} catch {
  FileHandle.standardError.write(Data("sherpa-train: \(error)\n".utf8))
  exit(1)
}
