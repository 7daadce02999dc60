import SherpaCore

/// An edit's slots (`SlotBuilder`): a new target ("gym 4 times a week now", "change water
/// to 2 litres a day", "change pushups to 40"), schedule, time or day, and a new name when
/// one is asked for.
enum EditSlots {
  static func read(
    _ u: Utterance, item: ItemRef?, match: ItemMatcher.Match?, _ slots: inout ParseSlots, _ result: inout ParseResult
  ) {
    SlotBuilder.applyItem(item, match, &slots, &result)
    let naming = u.hasAny(["rename", "name", "called", "says", "shorten"]) || u.has(phrase: ["call", "it"])
    // "gym 4 times a week now", "change water to 2 litres a day", "walk target 8000".
    SlotBuilder.applyFrequency(u, &slots)
    if let quantity = u.targetQuantity, let unit = quantity.unit {
      slots.target = quantity.amount
      slots.unit = unit
      slots.period = u.quantityPeriod ?? slots.period
    } else if slots.target == nil, let quantity = u.quantity, let item,
      u.hasAny(["target", "goal"])
        || (!naming && quantity.unit == nil && !quantity.thousands && u.quantityPeriod != nil)
    {
      // "change pushups to 40 a day": a bare number with a period is a target in the
      // item's unit, not a new name (unless a new name is asked for in so many words).
      slots.target = quantity.amount
      slots.unit = item.unit
      slots.period = u.quantityPeriod
    }
    // "set my run to five k", "change running to twenty k a week": kilometres, for an item kept in them.
    if let quantity = u.quantity, quantity.unit == nil, quantity.thousands, let item, item.unit == .km {
      slots.target = quantity.amount / 1000
      slots.unit = .km
      slots.period = u.quantityPeriod ?? slots.period
    }
    // "yoga only on tuesdays and thursdays", "pay rent on the 1st of every month": a new schedule.
    slots.recurrence = u.recurrence?.recurrence
    slots.time = u.time
    slots.date = u.recurrence == nil ? u.date : nil
    // A new name, asked for in words of naming ("rename", "be called", "call it"), or as
    // "change X to Y" when Y is no amount, schedule, time or tier.
    let changesElse =
      slots.target != nil || slots.recurrence != nil || slots.time != nil || slots.date != nil
      || u.slot != nil || u.hasAny(["must", "nice", "done", "archive", "archived", "order", "first", "last"])
    if naming || !changesElse,
      let name = RenamePhrases.newName(
        u.words, item: (match?.wordIndices ?? [], item.map { $0.name.split(separator: " ").count } ?? 0),
        arrow: RenamePhrases.arrowed(u.raw))
    {
      let asked = RenamePhrases.beforeAside(NumberWords.unfold(name, said: u.saidWords()), raw: u.raw)
      slots.title = RenamePhrases.withoutAside(SlotBuilder.written(asked, u))
      // "change pushups to 40": a number alone is the item's new target, not its name.
      if !naming, let title = slots.title, Double(title) != nil, let quantity = u.quantity, quantity.unit == nil,
        let item
      {
        slots.title = nil
        slots.target = quantity.amount
        slots.unit = item.unit
      }
    }
  }
}
