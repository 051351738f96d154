/**
 * What visitors write, and what must be stored of it: every case is read back byte for byte
 * from the database, the inbox, the CSV, the mail and the webhook (server/intake/intake-corpus.test.ts).
 * `stored` is given only where intake removes something: control characters other than line
 * breaks and tabs, bidi embeddings and overrides, and lone surrogates (as U+FFFD). CR LF and CR
 * become LF in the message; a single-line field holds no line break.
 */
export interface CorpusCase {
  about: string;
  field: "name" | "company" | "message";
  sent: string;
  stored?: string;
}

const tamilLetters = ["கொ", "ள்", "மு", "த", "லா", "ளி", "க்", "கு", " "];
/** A message of exactly 5,000 Tamil letters: about 9,000 code points, 27 KB of UTF-8. */
export const longestTamilMessage = Array.from({ length: 5000 }, (_, index) => tamilLetters[index % 9]).join("");

export const intakeCorpus: readonly CorpusCase[] = [
  {
    about: "a '<' with no '>' after it, then a second paragraph",
    field: "message",
    sent: "We need a WhatsApp bot. Budget is 5 lakh; alert when stock<threshold.\nSecond paragraph: we have 3 warehouses in Madurai and Salem, and want one stock view.",
  },
  { about: "a name with a title in angle brackets", field: "name", sent: "Ravi <Sales>" },
  { about: "a company name with '<'", field: "company", sent: "A<B Traders" },
  {
    about: "an address in angle brackets",
    field: "message",
    sent: "Please reply to <john@example.com> rather than the address above.",
  },
  { about: "'<' and '>' in one sentence", field: "message", sent: "budget a<b and c>d, the rest of the plan stays." },
  {
    about: "type names",
    field: "message",
    sent: "Our billing app uses List<String> for orders and Map<K,V> for stock: can your API read those?",
  },
  { about: "a short message with '<'", field: "message", sent: "we need x<y in our workflow…" },
  {
    about: "a script tag, stored and shown as text",
    field: "message",
    sent: '<script>alert("x")</script> please call after 6 pm <img src=x onerror=alert(1)>',
  },
  { about: "a markup-looking name", field: "name", sent: '<b>Priya</b> "Kadai" & Sons' },
  {
    about: "emoji joined by ZWJ",
    field: "message",
    sent: "Family shop 👨\u200D👩\u200D👧, pride month offers 🏳\uFE0F\u200D🌈, and our developer 👩🏽\u200D💻 will join the call.",
  },
  { about: "a family emoji in a name", field: "name", sent: "Anand 👨\u200D👩\u200D👧" },
  {
    about: "Persian with a zero-width non-joiner",
    field: "message",
    sent: "می\u200Cخواهم یک ربات واتساپ برای فروشگاهم داشته باشم.",
  },
  {
    about: "Devanagari with a joiner and a non-joiner",
    field: "message",
    sent: "मुझे अपनी दुकान के लिए क्\u200Dष और क्\u200Cष दोनों लिखने वाला बॉट चाहिए।",
  },
  {
    about: "Tamil",
    field: "message",
    sent: "எங்கள் கடைக்கு வாட்ஸ்அப் பாட் வேண்டும்; ஒரு நாளைக்கு 200 ஆர்டர் வருகிறது.",
  },
  { about: "Tamil typed decomposed (க + ெ + ா)", field: "name", sent: "\u0B95\u0BC6\u0BBEடீஸ்வரன்" },
  { about: "Latin typed decomposed", field: "company", sent: "Jose\u0301 Textiles" },
  { about: "a leading formula sign", field: "message", sent: "=1+2 is what our billing sheet shows for each order" },
  {
    about: "tabs and Windows line breaks",
    field: "message",
    sent: "Orders:\r\n\t- 200 a day\r\n\t- on WhatsApp\rThanks",
    stored: "Orders:\n\t- 200 a day\n\t- on WhatsApp\nThanks",
  },
  {
    about: "terminal escapes and a bell",
    field: "message",
    sent: "Stock report\u0007 please \u001b[31mred\u001b[0m and \u009b2J cleared",
    stored: "Stock report please [31mred[0m and 2J cleared",
  },
  { about: "NUL", field: "message", sent: "Price list\u0000 for 50 items", stored: "Price list for 50 items" },
  {
    about: "a right-to-left override",
    field: "name",
    sent: "Priya \u202Emoc.evil@nimda",
    stored: "Priya moc.evil@nimda",
  },
  { about: "bidi isolates, kept", field: "name", sent: "Priya \u2067Raman\u2069 Stores" },
  { about: "an unclosed isolate", field: "company", sent: "\u2067Kadai Stores" },
  {
    about: "a lone surrogate",
    field: "message",
    sent: "Orders \uD800 a day on WhatsApp",
    stored: "Orders \uFFFD a day on WhatsApp",
  },
  { about: "5,000 Tamil letters", field: "message", sent: longestTamilMessage },
];
