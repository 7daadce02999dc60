/// The replies that never vary: the guardrail answer, help, and the offline answers.
enum FixedReplies {
  /// Said on the device, never sent to the LLM, when a message carries a red flag.
  static let guardrail = """
    I'm really glad you told me. I'm a habit coach, not the right help for this, and you deserve \
    support from a person who is. Please reach out to a professional or someone you trust — and if \
    you might be in danger, call your local emergency number now (112 in Europe, 911 in the US, 999 \
    in the UK). In the UK and Ireland, Samaritans answer any time on 116 123; in the US, call or \
    text 988. I'm here for your plans whenever you want to come back to them.
    """

  static let help = """
    Talk to me in plain English, typed or spoken. For example:
      add a habit to read 20 minutes every day      walked 4000 steps
      brushed my teeth                               skip gym today my knee hurts
      what's on today                                move run to the top
      focus for 50 minutes on the report             slept badly, maybe a 2
      i want to run a marathon by june               how am i doing
      undo                                           mirror mode
    Commands: /today /stats /league /achievements /due /journal /usage /undo /help /quit
    """

  static let notUnderstoodOffline = """
    I didn't quite catch that, and I'm offline, so I can't ask for help with it.
    """
}
