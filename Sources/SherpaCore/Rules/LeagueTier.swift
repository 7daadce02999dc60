/// The weekly league tiers, lowest to highest; new people start at Base Camp.
public enum LeagueTier: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case hilltop
  case baseCamp = "base_camp"
  case montBlanc = "mont_blanc"
  case k2
  case everest

  /// Where a new person starts.
  public static let start = LeagueTier.baseCamp

  public var index: Int { LeagueTier.allCases.firstIndex(of: self) ?? 0 }

  /// The name shown to people.
  public var title: String {
    switch self {
    case .hilltop: "Hilltop"
    case .baseCamp: "Base Camp"
    case .montBlanc: "Mont Blanc"
    case .k2: "K2"
    case .everest: "Everest"
    }
  }

  /// One tier up, clamped at Everest.
  public var promoted: LeagueTier { LeagueTier.allCases[min(index + 1, LeagueTier.allCases.count - 1)] }
  /// One tier down, clamped at Hilltop.
  public var demoted: LeagueTier { LeagueTier.allCases[max(index - 1, 0)] }

  public static func < (lhs: LeagueTier, rhs: LeagueTier) -> Bool { lhs.index < rhs.index }
}
