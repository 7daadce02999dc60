import SherpaCore

/// What a quick-add brings in: a template from the suggestions library or a full item.
public enum QuickAdd: Sendable, Hashable {
  case suggestion(String)
  case item(ItemDraft)
}
