/**
 * Tamil summaries of the case studies in app/content/case-studies.ts, for the cards on the Tamil
 * pages (the full stories stay in English), with Tamil labels for the results' metric names.
 */

import type { CaseStudySummary } from "../case-study-types";

/** The Tamil text of one case study's card, keyed by the study's slug below. */
export interface TamilCaseStudyCard {
  title: string;
  description: string;
  tags: readonly string[];
  duration: string;
  client: string;
}

export const caseStudyCards: Record<string, TamilCaseStudyCard> = {
  "ai-powered-healthcare-platform": {
    title: "AI உதவியுடன் இயங்கும் மருத்துவத் தளம்",
    description:
      "சென்னையில் ஆறு கிளினிக்குகள் கொண்ட ஒரு குழுமத்துக்கான நோயாளி app. அறிகுறிகளைக் கேட்டு வழிகாட்டுகிறது, சரியான மருத்துவ நிபுணரிடம் முன்பதிவு செய்கிறது, பதிவுகளை ஒரே இடத்தில் வைக்கிறது. ரிசப்ஷனுக்கு வரும் அழைப்புகள் 45% குறைந்தன.",
    tags: ["AI அறிகுறி வழிகாட்டல்", "நோயாளி app", "சந்திப்பு முன்பதிவு", "தமிழ் & ஆங்கிலம்"],
    duration: "16 வாரங்கள்",
    client: "ஒரு பல்துறை கிளினிக் குழுமம்",
  },
  "whatsapp-bot-ai-dashboard": {
    title: "AI விற்பனை dashboard உடன் WhatsApp bot",
    description:
      "தமிழ்நாட்டில் சுமார் 1,400 மளிகைக் கடைகளுக்கான WhatsApp order bot. கடைகளுக்கு மதிப்பெண் தந்து, தேவையைக் கணிக்கும் விற்பனை dashboard-உம் உண்டு. Order-கள் இப்போது 80% வேகமாகக் கையாளப்படுகின்றன.",
    tags: ["WhatsApp order", "தேவைக் கணிப்பு", "விசாரணை மதிப்பெண்", "B2B விநியோகம்"],
    duration: "10 வாரங்கள்",
    client: "ஒரு FMCG மொத்த விநியோகஸ்தர்",
  },
  "hey-valet-smart-parking-app": {
    title: "Hey Valet: ஸ்மார்ட் பார்க்கிங் app",
    description:
      "விருந்தினர்கள் மேசையிலிருந்தே தங்கள் காரைக் கேட்கும் வேலட் பார்க்கிங் app. பணியாளர்களுக்கு நேரலை வரிசை, நிகழ்விட மேலாளர்களுக்கு dashboard. கார் திரும்பக் கிடைக்கும் நேரம் 40% குறைந்தது.",
    tags: ["வேலட் பார்க்கிங்", "நேரலைக் கண்காணிப்பு", "React Native", "விருந்தோம்பல்"],
    duration: "14 வாரங்கள்",
    client: "Hey Valet",
  },
  "justpadel-mobile-app": {
    title: "JustPadel: கோர்ட் முன்பதிவு app",
    description:
      "பேடல் கிளப் தொடருக்கான கோர்ட் முன்பதிவு, வீரர்களைப் பொருத்தும் app. பணத்தைப் பகிர்ந்து செலுத்துதல், உறுப்பினர் திட்டங்கள், நினைவூட்டல்கள் உண்டு. 85% முன்பதிவுகள் app வழியே வருகின்றன; வராமல் போவது 60% குறைந்தது.",
    tags: ["கோர்ட் முன்பதிவு", "வீரர் பொருத்தம்", "App-லேயே பணம் செலுத்துதல்", "React Native"],
    duration: "12 வாரங்கள்",
    client: "JustPadel",
  },
  "ethnichealthcare-web-application": {
    title: "EthnicHealthcare வெப் app",
    description:
      "ஒரு மூலிகை மருத்துவ பிராண்டுக்கான வேகமான வெப் app. ஆன்லைன் ஆலோசனை, மருந்துச் சீட்டு, பொருள் order மூன்றையும் இணைக்கிறது. ஆலோசனைகள் மூன்று மடங்கானது; மீண்டும் வரும் order-கள் 38% உயர்ந்தன.",
    tags: ["ஆன்லைன் ஆலோசனைகள்", "மூலிகை மருத்துவம்", "ஆன்லைன் விற்பனை", "Razorpay"],
    duration: "18 வாரங்கள்",
    client: "EthnicHealthcare",
  },
  "instagram-ai-bot-ecommerce": {
    title: "ஆன்லைன் விற்பனை பிராண்டுக்கான Instagram AI bot",
    description:
      "அளவு, stock, டெலிவரி பற்றிய கேள்விகளுக்கு ஒரு நிமிடத்துக்குள் பதில் சொல்லி, பொருள் லிங்க்குகளைப் பகிர்ந்து, பாதியில் நின்ற உரையாடல்களை மீட்கும் Instagram DM உதவியாளர். DM-லிருந்து order ஆகும் விகிதம் 27% உயர்ந்தது.",
    tags: ["Instagram DM-கள்", "உரையாடும் AI", "D2C ஃபேஷன்", "உரையாடல் மீட்பு"],
    duration: "6 வாரங்கள்",
    client: "வாடிக்கையாளர்களுக்கு நேரடியாக விற்கும் ஒரு ஃபேஷன் பிராண்ட்",
  },
};

/** Tamil labels for every metric name used in a case study's results (English: app/lib/metric-label.ts). */
export const metricLabels: Record<string, string> = {
  frontDeskCalls: "ரிசப்ஷனுக்கு வரும் அழைப்புகள்",
  appointmentNoShows: "முன்பதிவு செய்தும் வராதவர்கள்",
  patientsOnboarded: "App-ல் சேர்ந்த நோயாளிகள்",
  ordersViaWhatsapp: "WhatsApp வழியே வந்த order-கள்",
  orderProcessingTime: "Order கையாளும் நேரம்",
  forecastAccuracy: "கணிப்பின் துல்லியம்",
  carRetrievalTime: "கார் திரும்பக் கிடைக்கும் நேரம்",
  dailyRequests: "தினசரி கோரிக்கைகள்",
  appStoreRating: "App Store மதிப்பீடு",
  bookingsInApp: "App வழியே முன்பதிவுகள்",
  noShowRate: "வராமல் போகும் விகிதம்",
  activePlayers: "தொடர்ந்து விளையாடும் வீரர்கள்",
  onlineConsultations: "ஆன்லைன் ஆலோசனைகள்",
  repeatOrders: "மீண்டும் வரும் order-கள்",
  pageLoadTime: "பக்கம் திறக்கும் நேரம்",
  dmsAnsweredByAi: "AI பதில் சொன்ன DM-கள்",
  responseTime: "பதில் சொல்லும் நேரம்",
  dmConversionRate: "DM-லிருந்து order ஆகும் விகிதம்",
};

/** Tamil of caseStudyLinkLabel (app/content/messages.ts). */
export const caseStudyLinkLabel = "வெற்றிக் கதையைப் படியுங்கள்";

/** Tamil of caseStudiesPage.clientsLabel (app/content/case-studies-page.ts). */
export const clientsLabel = "இவர்களின் வெற்றிக் கதைகளை எண்களுடன் சொல்கிறோம்";

/** A case study's card as a Tamil page shows it: its text in Tamil, its figures and link unchanged. */
export function tamilCaseStudyCard<Summary extends CaseStudySummary>(summary: Summary): Summary {
  const card = caseStudyCards[summary.slug];
  if (!card) throw new Error(`No Tamil card for the case study "${summary.slug}" in app/content/ta/case-studies.ts`);
  return { ...summary, ...card };
}
