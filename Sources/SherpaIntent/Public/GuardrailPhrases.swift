/// The phrases behind `Guardrail`, matched as whole-word sequences.
enum GuardrailPhrases {
  struct Phrase {
    var words: [String]
    /// Idioms that explain the phrase away when they surround it.
    var idioms: [[String]]
  }

  static func split(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

  /// Every phrase under its first word, so a line is checked word by word.
  static let byFirstWord: WordMap<[Phrase]> = {
    var table: [String: [Phrase]] = [:]
    for text in always {
      let words = split(text)
      if let first = words.first { table[first, default: []].append(Phrase(words: words, idioms: [])) }
    }
    for (text, idioms) in unlessIdiom {
      let words = split(text)
      if let first = words.first {
        table[first, default: []].append(Phrase(words: words, idioms: idioms.map(split)))
      }
    }
    return WordMap(table)
  }()

  /// Phrases that are a red flag wherever they appear.
  static let always: [String] = [
    " suicide ", " suicidal ", " kill myself ", " killing myself ", " end my life ", " ending my life ",
    " take my own life ", " taking my own life ", " want to die ", " wanna die ", " wish i was dead ",
    " wish i were dead ", " better off dead ", " no reason to live ", " nothing to live for ",
    " not want to be alive ", " not want to live ", " not wanna live ", " hurt myself ", " hurting myself ",
    " harm myself ", " harming myself ", " self harm ", " selfharm ", " self harming ", " selfharming ", " cut myself ",
    " cutting myself ",
    " overdose ", " od on ", " hang myself ", " jump off a bridge ", " end it all ", " disappear forever ",
    " anorexia ", " anorexic ", " bulimia ", " bulimic ", " binge and purge ", " binge and then purge ",
    " binge then purge ", " purging ", " make myself throw up ",
    " making myself throw up ", " force myself to throw up ", " forcing myself to throw up ", " throw up after meals ",
    " throwing up after meals ", " throw up after eating ", " throwing up after eating ", " making myself sick ",
    " made myself throw up ", " make myself sick ", " made myself sick ", " eating disorder ",
    " stopped eating ", " stop eating ", " not eaten in days ", " not eaten for days ", " starve myself ",
    " starving myself ", " laxatives to lose ", " hits me ", " hit me ", " beats me ", " beat me up ",
    " hurts me ", " abuses me ", " abused ", " abusive ", " abuse ", " assaulted ", " raped ", " rape ",
    " molested ", " afraid of my partner ", " scared of my partner ", " scared to go home ", " threatens to kill ",
    " threatened to kill ", " domestic violence ", " not safe at home ", " unsafe at home ", " kill him ",
    " kill her ", " kill them ", " hurt someone ", " hurt somebody ",
  ]
  /// Phrases that are a red flag unless an everyday idiom explains them.
  static let unlessIdiom: [(String, [String])] = [
    (" die ", [" dying to ", " die laughing ", " to die for ", " die hard ", " diehard ", " battery ", " phone "]),
    (
      " dying ",
      [
        " dying to ", " dying for ", " dying of laughter ", " dying laughing ", " i am dying ", " battery ", " phone ",
        " plant ",
      ]
    ),
    (
      " kill ",
      [" could kill for ", " kill for a ", " kill time ", " kill it ", " killed it ", " kill the ", " kill two "]
    ),
  ]
}
