/// Utterances and words the fuzzer mutates and mixes.
enum FuzzSeeds {
  static let lines = [
    "add a habit to walk 10000 steps every monday wednesday and friday at 7:30", "did 20 minutes of reading",
    "um so like i drank another 500 ml", "walked 3k steps", "brushed my teeth", "done with taxes",
    "skip gym today my knee hurts", "move run to the top", "focus for 50 minutes on the report",
    "slept badly maybe a 2", "end of day seven out of ten", "i want to run a marathon by june",
    "add gym no wait add run", "remind me to call the dentist tomorrow at six sorry seven", "yes", "nope",
    "every other tuesday", "a quarter to nine", "the day after tomorrow", "two and a half hours",
    "every month on the first until christmas", "rename gym to weights", "undo", "show my stats",
    "hey sherpa could you please", "i could kill for a coffee", "break down the marathon goal",
  ]
  static let vocabulary = [
    "add", "every", "day", "other", "no", "wait", "twenty", "five", "thousand", "and", "a", "half", "minutes",
    "hours", "km", "miles", "litres", "at", "half", "past", "quarter", "to", "tomorrow", "next", "friday",
    "on", "the", "15th", "first", "last", "weekdays", "until", "christmas", "for", "ten", "days", "skip",
    "done", "read", "run", "walk", "teeth", "brushed", "focus", "pause", "yes", "um", "like", "you", "know",
    "7:30", "2k", "3.5", "point", "dozen", "couple", "of", "times", "week", "twice", "except", "sunday",
    "hundred", "million", "in", "two", "weeks", "by", "june", "end", "month", "noon", "midnight", "pm", "am",
  ]
  static let emoji = ["🙂", "🔥", "👍🏽", "🏃‍♀️", "💧", "🧘", "❤️", "🇫🇷", "😂😂😂", "✅", "⏰", "\u{200D}", "\u{FE0F}"]
  static let rightToLeft = [
    "مرحبا", "اقرأ عشرين دقيقة", "שלום", "לקרוא כל יום", "\u{202E}", "\u{202B}", "\u{200F}", "عشرون",
  ]
  static let control = [
    "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{1B}[31m", "\u{1B}]0;x\u{7}", "\r", "\t", "\u{7F}", "\u{85}",
    "\u{2028}", "\u{FEFF}", "\u{FFFD}", "\n\n",
  ]
}
