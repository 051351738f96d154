/**
 * The Tamil of the terms a Tamil chat answer states, keyed by the English clause in legal.ts it
 * restates. The legal pages are in English only, and their English text is what binds.
 */
export const termsInTamil: Readonly<Record<string, string>> = {
  "You may cancel a subscription at any time; cancellation takes effect at the end of the current billing period. Fees already paid are non-refundable except where your plan, a signed agreement or the law provides otherwise.":
    "சப்ஸ்கிரிப்ஷனை எப்போது வேண்டுமானாலும் ரத்து செய்யலாம்; இப்போது நடக்கும் கட்டணக் காலம் முடிந்ததும் ரத்து அமலுக்கு வரும். ஏற்கெனவே கட்டிய கட்டணம் திரும்பத் தரப்படாது; உங்கள் திட்டமோ, கையெழுத்திட்ட ஒப்பந்தமோ, சட்டமோ வேறு மாதிரிச் சொன்னால் மட்டும் விதிவிலக்கு.",
  "Fees do not include GST or other applicable taxes, which are added to the invoice. If you deduct tax at source (TDS), please send us the TDS certificate within the period the law sets. Clients outside India pay any bank or transfer charges on their side.":
    "கட்டணங்களில் GST-யும் மற்ற வரிகளும் சேர்க்கப்படவில்லை; அவை பில்லில் தனியாகச் சேர்க்கப்படும். நீங்கள் TDS பிடித்தால், சட்டம் சொல்லும் காலத்துக்குள் TDS சான்றிதழை எங்களுக்கு அனுப்புங்கள். இந்தியாவுக்கு வெளியே உள்ள வாடிக்கையாளர்கள், தங்கள் பக்கம் ஆகும் வங்கிக் கட்டணங்களையும் பணப் பரிமாற்றக் கட்டணங்களையும் தாங்களே செலுத்த வேண்டும்.",
};

/** The Tamil names of the sections of the Terms of Service and the Privacy Policy (app/content/legal.ts), keyed by the section's id; a Tamil chat answer names the section and links it, since the documents are in English only. */
export const legalSectionTitles: Readonly<Record<string, string>> = {
  "ai-services-and-data": "AI சேவைகளும் உங்கள் தகவல்களும்",
  "intellectual-property": "அறிவுசார் சொத்துரிமை: எது யாருக்குச் சொந்தம்",
  "service-levels": "உதவி நேரமும் சேவைத் தரமும்",
  "payment-terms": "கட்டண விதிமுறைகள்",
  termination: "சேவையை நிறுத்துதல்",
  "confidentiality-and-data-security": "ரகசியம் காப்பதும் தகவல் பாதுகாப்பும்",
  "eligibility-and-accounts": "யார் பயன்படுத்தலாம், உங்கள் அக்கவுண்ட்",
  "your-rights": "உங்கள் உரிமைகள்",
  "data-retention": "தகவல்களை எவ்வளவு காலம் வைத்திருக்கிறோம்",
};
