import SherpaCore

print("sherpa \(Sherpa.version)")
