/**
 * Messages that are not questions about the site: recognised before any search, so a
 * greeting is greeted, a request for a person gets one, and "ignore your instructions" or
 * abuse never steers an answer.
 */
export type SmallTalk = "injection" | "abuse" | "handoff" | "off-topic" | "greeting" | "thanks" | "goodbye";

const injection = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|prompts?|rules?|previous|above|guidelines?)\b/,
  /\bsystem prompt\b|\byour (instructions|prompt|rules|guidelines|configuration)\b|\bdeveloper mode\b|\bjailbreak\b/,
  /\b(pretend|imagine) (to be|you are|you're)\b|\byou are now\b|\bact as (a|an|my|the)\b|\bfrom now on\b/,
  /\b(say|tell me|confirm|write|reply)\b.{0,50}\b(is|are) (free|0|zero)\b/,
  /\b(give|offer|apply|want|need)\b.{0,25}\b([2-9]\d|100)\s?% ?(discount|off)\b/,
  /\b(print|reveal|show|repeat|leak)\b.{0,30}\b(prompt|instructions|rules|secret|password|api key|system)\b/,
  /^\s*\[?(system|assistant|developer|admin)\]?\s*:/,
  /<\/?(context|system|instructions?)>|\bnew rule\b|\b(rule|message|instruction) from (the )?(admin|developer|system)\b|\breply (to every|only with)\b/,
  /\bnew (pricing|price) policy\b|\b(plans?|prices?) (now|will now) (cost|be)\b/,
];

const abuse =
  /\b(fuck\w*|shit\w*|bastard|bitch|asshole|idiot|stupid|useless bot|dumb bot|moron|scam|scammers?|fraud|frauds|cheats?|cheaters|thie(f|ves)|rubbish|bloody fool|waste fellow|loosu|naaye|naye|porambokku|kena|chutiya|madarchod|bhenchod|saala|kamina)\b/;

const handoff = [
  /\b(talk|speak|chat|connect|put me through)\b.{0,30}\b(human|person|someone|somebody|agent|representative|executive|staff|sales ?(person|team|rep)?|real|manager|owner|team|people)\b/,
  /\b(call me|call back|callback|ring me|contact me|reach me)\b/,
  /\b(real person|human being|live agent|not a bot|customer care|customer support number)\b/,
  /\b(in|speak|speaks|know)\b.{0,12}\btamil\b.{0,20}\b(person|someone|staff|team|talk|speak)\b|\btamil (speaking|person|staff)\b/,
  // Tanglish and Hinglish: "someone to talk to" (aal / yaaravadhu … pesanum, kisi se baat).
  /\b(aal|aalu|yaaravadhu|yaravadhu|yaaravathu|yaaru|kisi)\b.{0,40}\b(pes\w*|baat)\b|\b(pes\w*|baat)\b.{0,30}\b(aal|aalu|yaaravadhu|kisi)\b/,
];

/** Clearly not about us; a message that names one of our topics is answered instead. */
const offTopic =
  /\b(weather|temperature|rain(fall)?|cricket|ipl|football|match score|live score|poem|poetry|lyrics|joke|jokes|recipe|cook|movie|movies|film|actor|actress|politics|election|prime minister|chief minister|homework|assignment|horoscope|astrology|bitcoin|crypto|stock tips?|share market|lottery|girlfriend|boyfriend|capital of|meaning of life)\b|\bwrite\b.{0,30}\b(essay|poem|story|song|letter|program|code|application|speech)\b/;
const ourTopics =
  /\b(whatsapp|bot|bots|chatbot|price|plan|automation|automate|app|website|order|orders|shop|business|cleverobotics|service|product|crm|instagram|agent|rpa|integration)\b/;

const greeting =
  /^(hi+|hello+|hey+|hai+|helo+|hola|vanakkam|vanakam|namaste|namaskar(am)?|good (morning|afternoon|evening|day)|greetings|yo|sup)\b/;
const thanks = /\b(thanks|thank you|thank u|thx|tq|ty|nandri|dhanyavaad|dhanyavad|shukriya)\b/;
const goodbye = /\b(bye+|good ?bye|see you|see ya|tata|cya|good night)\b/;
/** The words a greeting or thanks is made of; anything more is a question to answer. */
const courtesyWords = new Set(
  (
    "hi hii hiii hello helo hey hai hola vanakkam vanakam namaste namaskar namaskaram good morning afternoon evening day " +
    "greetings yo sup there team sir madam anna bro all everyone thanks thank you u thx tq ty nandri dhanyavaad dhanyavad " +
    "shukriya very much so a lot lot bye goodbye see ya tata cya night ok okay great super cool nice awesome got it " +
    "cleverobotics bot assistant anyone anybody someone is are here"
  ).split(" "),
);

export function smallTalk(message: string): SmallTalk | null {
  const text = message.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  if (injection.some((pattern) => pattern.test(text))) return "injection";
  if (abuse.test(text)) return "abuse";
  if (handoff.some((pattern) => pattern.test(text))) return "handoff";
  if (offTopic.test(text) && !ourTopics.test(text)) return "off-topic";
  const words = text.match(/[\p{L}]+/gu) ?? [];
  const others = words.filter((word) => !courtesyWords.has(word));
  // "ok thanks, will discuss with my partner and come back": thanks, not a question.
  if (thanks.test(text) && !text.includes("?") && others.length <= 8) return "thanks";
  if (others.length > 0) return null;
  if (goodbye.test(text)) return "goodbye";
  if (thanks.test(text)) return "thanks";
  if (greeting.test(text)) return "greeting";
  return null;
}
