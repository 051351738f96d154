/** The case studies: full stories, with the list-field and lookup helpers the pages use. */
import type { CaseStudy, CaseStudyCategory, CaseStudySummary, ClientWordmark } from "./case-study-types";

export { type CaseStudy, type CaseStudyCategory, type CaseStudySummary, caseStudyCategories } from "./case-study-types";

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 1,
    slug: "ai-powered-healthcare-platform",
    title: "AI-Powered Healthcare Platform",
    client: "A multi-speciality clinic network",
    wordmark: { name: "Clinic network", face: "serif", note: "Six clinics, Chennai" },
    category: "Healthcare Technology",
    description:
      "A patient app for a six-clinic network in Chennai that triages symptoms, books the right specialist and keeps records in one place, cutting front-desk calls by 45%.",
    metaDescription:
      "A patient app for a six-clinic network in Chennai that triages symptoms, books specialists and keeps records, cutting front-desk calls by 45%.",
    image: {
      src: "/images/case-studies/ai-powered-healthcare-platform-card.svg",
      alt: "Phone showing the patient app home screen with a symptom check card and the next appointment card",
      width: 800,
      height: 500,
    },
    heroImage: {
      src: "/images/case-studies/ai-powered-healthcare-platform-hero.svg",
      alt: "Laptop with the clinic dashboard's appointments timeline and waiting queue, beside a phone running the patient app",
      width: 1600,
      height: 900,
    },
    tags: ["AI Triage", "Patient App", "Appointment Booking", "Tamil & English"],
    results: { frontDeskCalls: "−45%", appointmentNoShows: "−32%", patientsOnboarded: "18,000+" },
    duration: "16 weeks",
    year: 2024,
    updated: "2026-11-23",
    teamSize: "6 people: product lead, 3 engineers, designer, QA",
    challenge: [
      "The network runs six clinics across Chennai, and each had its own front-desk phone line. Receptionists spent most mornings on calls: new bookings, reschedules, questions about lab reports and patients asking which doctor they should see. Patients often called the wrong clinic for a specialist, and the desk had to check another clinic's register by phone before it could offer a slot.",
      "Records did not follow the patient either. Each clinic kept its own files, so a patient who saw a general physician in one branch and a cardiologist in another arrived with a folder of papers. Reminders were manual calls made when the desk had time, and missed appointments left doctors with empty slots that other patients had been told were full.",
    ],
    solution: [
      "We built one patient app for Android and iOS in React Native, in Tamil and English. A symptom check asks structured questions written and reviewed with the network's doctors, and an LLM turns the patient's own words into answers to those questions. It suggests a speciality and the nearest clinic with a free slot; it never offers a diagnosis, and warning signs send the patient straight to a call with the clinic.",
      "Booking shows live slots across all six clinics, and consultation fees can be paid by UPI or card through Razorpay. Reminders go out on WhatsApp and as push notifications a day and two hours before each visit, with one-tap rescheduling that frees the slot for someone else. Prescriptions and lab reports uploaded by the clinic appear in the patient's record, whichever branch they visit.",
      "For the staff, a web dashboard shows each clinic's appointments timeline and waiting queue, so the desk sees who has arrived, who is running late and which slots have just opened. Doctors see their day's schedule with a short summary of each patient's history and the answers from the symptom check. Everything runs on AWS in the Mumbai region, so patient data stays in India.",
    ],
    impact: [
      "Calls to the front desks fell by 45%, measured from the clinics' telephone call logs over the first three months after launch, compared with the same months a year earlier. Most bookings and reschedules now happen in the app, and the calls that remain are the ones that need a person: worried patients, complex referrals and insurance questions. Receptionists spend that time with the patients in front of them.",
      "Appointment no-shows fell by 32%, counted from the booking system as the share of booked appointments where the patient did not arrive, over the same three months against the same months a year earlier. The reminders and one-tap reschedule did most of the work: a patient who cannot come now releases the slot instead of simply not turning up.",
      "More than 18,000 patients registered in the app by the end of the first six months, most of them invited at the desk during a visit or by a WhatsApp message after it. Because records now follow the patient, doctors see earlier prescriptions and reports from other branches before the consultation starts, rather than leafing through a folder of papers.",
    ],
    technologies: [
      "React Native",
      "React",
      "Node.js",
      "PostgreSQL",
      "OpenAI API",
      "WhatsApp Business Platform",
      "Firebase Cloud Messaging",
      "AWS",
    ],
    gallery: [
      {
        src: "/images/case-studies/ai-powered-healthcare-platform-gallery-1.svg",
        alt: "Phone screen with a symptom triage chat that asks follow-up questions and suggests the right specialist",
        width: 1200,
        height: 750,
      },
      {
        src: "/images/case-studies/ai-powered-healthcare-platform-gallery-2.svg",
        alt: "Desktop screen of a doctor's day schedule with appointment slots and a patient summary panel",
        width: 1200,
        height: 750,
      },
    ],
    testimonial: {
      quote:
        "Our receptionists used to spend the first two hours of every day on the phone. Now most bookings and reschedules happen in the app, and the front desk can look after the patients standing in front of them. The symptom check was built with our doctors, which is why we were comfortable putting it in front of patients.",
      author: "Medical Director",
      position: "Multi-speciality clinic network, Chennai",
    },
    features: {
      symptomCheck: {
        title: "Doctor-reviewed symptom check",
        description:
          "Structured questions written with the clinic's doctors point patients to the right speciality and clinic. Warning signs skip the app and go straight to a call.",
      },
      networkBooking: {
        title: "One booking across six clinics",
        description: "Live slots from every branch in one place, with UPI and card payment through Razorpay.",
      },
      smartReminders: {
        title: "Reminders with one-tap reschedule",
        description:
          "WhatsApp and push reminders a day and two hours before each visit. Rescheduling releases the slot to other patients at once.",
      },
      sharedRecords: {
        title: "Records that follow the patient",
        description:
          "Prescriptions and lab reports from any branch appear in one record, for the patient and the doctor.",
      },
    },
  },
  {
    id: 2,
    slug: "whatsapp-bot-ai-dashboard",
    title: "WhatsApp Bot with AI Sales Dashboard",
    client: "A wholesale FMCG distributor",
    wordmark: { name: "FMCG distributor", face: "wide", note: "1,400 retailers, Tamil Nadu" },
    category: "AI Automation",
    description:
      "A WhatsApp ordering bot for about 1,400 kirana retailers in Tamil Nadu, with a sales dashboard that scores retailers and forecasts demand, so orders are processed 80% faster.",
    metaDescription:
      "A WhatsApp ordering bot for about 1,400 kirana retailers in Tamil Nadu, with a dashboard that scores retailers and forecasts demand: orders 80% faster.",
    image: {
      src: "/images/case-studies/whatsapp-bot-ai-dashboard-card.svg",
      alt: "WhatsApp-style chat in which a retailer orders stock from the bot: product list, quantities and confirmation",
      width: 800,
      height: 500,
    },
    heroImage: {
      src: "/images/case-studies/whatsapp-bot-ai-dashboard-hero.svg",
      alt: "Ordering chat on a phone beside a laptop sales dashboard with a lead-score list and a demand-forecast line chart",
      width: 1600,
      height: 900,
    },
    tags: ["WhatsApp Ordering", "Demand Forecasting", "Lead Scoring", "B2B Distribution"],
    results: { ordersViaWhatsapp: "68%", orderProcessingTime: "−80%", forecastAccuracy: "92%" },
    duration: "10 weeks",
    year: 2024,
    updated: "2026-11-23",
    teamSize: "5 people: product lead, 2 engineers, data scientist, QA",
    challenge: [
      "The distributor supplies about 1,400 kirana stores and small retailers across Tamil Nadu. Orders arrived every way possible: phone calls, notes in the salesmen's books, voice notes and WhatsApp messages in Tamil and English sent to salespeople's personal numbers. Every evening the office re-typed them into the billing software, and orders were missed or entered wrongly, which meant short deliveries and disputes at the shop.",
      "The sales team had no clear view of which retailers were ordering less, so visits were planned by habit rather than need. Purchasing from manufacturers was based on last month's sales and experience, which left fast-moving products out of stock before festivals and slow ones sitting in the godown for weeks.",
    ],
    solution: [
      'We built an ordering bot on the WhatsApp Business Platform, on a number the retailers already knew. A retailer can browse the catalogue by category, pick quantities, see an order summary with scheme discounts and the total, and confirm, or repeat the last order in one tap. Retailers who prefer to type a message such as "5 case oil, 2 bag rice" can do so: an LLM reads it in Tamil or English and turns it into order lines for the retailer to confirm.',
      "Confirmed orders are checked against the retailer's credit limit and exported to the billing software automatically, so the office only handles exceptions. The sales dashboard, built in React on a Node.js and PostgreSQL backend, scores every retailer on order frequency, basket size and days since the last order, and lists the ones worth a visit this week.",
      "For purchasing, a forecasting model in Python, trained on two years of invoice history and the festival calendar, predicts weekly demand for each product. The dashboard shows the forecast beside actual sales, so the buying team can see where the model has been right and where to apply their own judgement.",
    ],
    impact: [
      "By the third month after launch, 68% of all orders by count arrived through the WhatsApp bot, measured from the order records; the rest still come through salesmen and phone calls, which the office enters in the same system. Retailers did not have to install anything new, which is why adoption came quickly, helped by salesmen showing the bot on their regular visits.",
      "Order processing time fell by 80%, measured from the moment an order reached the distributor to the moment it was in the billing software. We compared a two-week sample of timed orders before launch with the system's own timestamps in the third month after launch. Evening re-typing has stopped, and the office now spends its time on credit queries and exceptions.",
      "The weekly demand forecast reached 92% accuracy, measured as 100% minus the weighted mean absolute percentage error across the distributor's top 150 products, over the first twelve weeks after launch. The buying team now places orders with manufacturers from the forecast, adjusted where they know something the model does not, such as a new scheme from a brand.",
    ],
    technologies: ["WhatsApp Business Platform", "Node.js", "Python", "PostgreSQL", "React", "OpenAI API", "AWS"],
    gallery: [
      {
        src: "/images/case-studies/whatsapp-bot-ai-dashboard-gallery-1.svg",
        alt: "Phone chat showing catalogue item cards and an order summary with quantities and the order total",
        width: 1200,
        height: 750,
      },
      {
        src: "/images/case-studies/whatsapp-bot-ai-dashboard-gallery-2.svg",
        alt: "Desktop dashboard showing demand forecast by product as bar charts with a forecast line",
        width: 1200,
        height: 750,
      },
    ],
    testimonial: {
      quote:
        "Our retailers already lived on WhatsApp, so we did not have to teach anyone a new app. The office no longer spends its evenings re-typing orders, and the weekly forecast is now the first thing we look at before we order from the companies.",
      author: "Head of Operations",
      position: "Wholesale FMCG distributor, Tamil Nadu",
    },
    features: {
      catalogueOrdering: {
        title: "Catalogue ordering in chat",
        description:
          "Retailers browse by category, choose quantities and confirm an order with the total and scheme discounts, all inside WhatsApp.",
      },
      freeTextOrders: {
        title: "Orders typed the way retailers talk",
        description:
          "Messages in Tamil or English are turned into order lines that the retailer confirms before anything is billed.",
      },
      retailerScoring: {
        title: "Retailer scoring for the sales team",
        description:
          "Order frequency, basket size and days since the last order rank the retailers worth a visit this week.",
      },
      demandForecast: {
        title: "Weekly demand forecast",
        description:
          "A forecast per product, shown beside actual sales, to plan purchasing before festivals and slow months.",
      },
    },
  },
  {
    id: 3,
    slug: "hey-valet-smart-parking-app",
    title: "Hey Valet: Smart Parking App",
    client: "Hey Valet",
    wordmark: { name: "Hey Valet", face: "rounded", note: "Valet parking" },
    category: "Mobile App Development",
    description:
      "A valet parking app that lets guests request their car from the table, with a live queue for attendants and a dashboard for venue managers, cutting retrieval time by 40%.",
    metaDescription:
      "A valet parking app: guests request their car from the table, attendants work a live queue, managers see a dashboard. Retrieval time down 40%.",
    image: {
      src: "/images/case-studies/hey-valet-smart-parking-app-card.svg",
      alt: 'Phone with a large "Request my car" button above a digital parking ticket card',
      width: 800,
      height: 500,
    },
    heroImage: {
      src: "/images/case-studies/hey-valet-smart-parking-app-hero.svg",
      alt: "Guest app and attendant app on two phones, with a stylised car and rows of parking bays behind them",
      width: 1600,
      height: 900,
    },
    tags: ["Valet Parking", "Real-time Tracking", "React Native", "Hospitality"],
    results: { carRetrievalTime: "−40%", dailyRequests: "1,200+", appStoreRating: "4.8/5" },
    duration: "14 weeks",
    year: 2023,
    updated: "2026-11-23",
    teamSize: "5 people: product lead, 2 engineers, designer, QA",
    challenge: [
      "Hey Valet runs valet parking for hotels, restaurants and malls at venues across the city. Everything ran on paper tickets. Guests walked to the valet stand, handed over the ticket and waited while an attendant found the keys, ran to the car and brought it round. At busy times, such as the end of a wedding or a Friday dinner rush, the queue at the stand became the last thing guests remembered about the evening.",
      "Lost tickets meant checking identity by hand, and attendants coordinated by shouting across the driveway or calling each other. Venue managers had no figures at all: how many cars were parked, how long guests waited, or when the busy hours were. Hey Valet could not show its venue partners the quality of its service.",
    ],
    solution: [
      'We built two React Native apps and a web dashboard. Guests scan the QR code on the ticket or open a link sent by SMS, and get a digital ticket with a single "Request my car" button. They can press it from the table, and a status tracker shows each step: requested, car on the way, ready at the entrance, with a push notification when the car is waiting.',
      "The attendant app shows a queue of requests with a timer on each, the bay and key-hook number, and who has taken the job, so the next car is never in doubt. Status changes travel over WebSockets, so the guest and the stand see the same thing within a second. Keys are checked in against the ticket when the car is parked, which ended the lost-ticket problem.",
      "Venue managers get a web dashboard in React showing cars currently parked, average retrieval time by hour and the evening's peak, and Hey Valet's own team sees the same figures across every venue. The backend runs on Node.js and PostgreSQL on AWS, with Firebase Cloud Messaging for notifications. We rolled the apps out venue by venue, starting with the busiest hotel, so attendants could be trained on the job and their suggestions folded into the next release.",
    ],
    impact: [
      "Average car retrieval time, from the guest's request to the car at the entrance, fell by 40%. Before launch Hey Valet's supervisors timed retrievals by hand at a sample of venues for two weeks; after launch the app logs every request, and we compared the same venues over the first two months. Most of the gain comes from attendants starting before the guest reaches the stand.",
      "Within six months of launch the apps were handling more than 1,200 car requests a day across Hey Valet's venues, counted from the request log. The guest app holds a 4.8 out of 5 rating on the app stores, and the reviews mention the request button and the live status more than anything else. Venue partners now receive a monthly report drawn from the same data.",
    ],
    technologies: ["React Native", "React", "Node.js", "Socket.IO", "PostgreSQL", "Firebase Cloud Messaging", "AWS"],
    gallery: [
      {
        src: "/images/case-studies/hey-valet-smart-parking-app-gallery-1.svg",
        alt: "Phone status tracker with three steps: car requested, car on the way, and ready at the entrance",
        width: 1200,
        height: 750,
      },
      {
        src: "/images/case-studies/hey-valet-smart-parking-app-gallery-2.svg",
        alt: "Attendant's phone showing a queue of car requests, each with a running timer",
        width: 1200,
        height: 750,
      },
    ],
    testimonial: {
      quote:
        "The request button changed the whole experience at the stand. Guests finish their coffee while the car is brought round, and our attendants can see exactly which car is next instead of shouting across the driveway.",
      author: "Founder",
      position: "Hey Valet",
    },
    features: {
      requestFromTable: {
        title: "Request from the table",
        description: "One button on a digital ticket starts the retrieval before the guest has left their seat.",
      },
      liveStatus: {
        title: "Live status for guests",
        description: "Requested, on the way, ready at the entrance, with a notification the moment the car is waiting.",
      },
      attendantQueue: {
        title: "Attendant queue with timers",
        description:
          "Every request shows its bay, key hook and waiting time, and who has taken it, so no car is fetched twice or forgotten.",
      },
      venueDashboard: {
        title: "Figures for venue managers",
        description: "Cars parked, retrieval times by hour and peak periods, for each venue and across the business.",
      },
    },
  },
  {
    id: 4,
    slug: "justpadel-mobile-app",
    title: "JustPadel: Court Booking App",
    client: "JustPadel",
    wordmark: { name: "JustPadel", face: "geometric", note: "Padel clubs" },
    category: "Mobile App Development",
    description:
      "A court booking and player-matching app for a padel club chain, with split payments, memberships and reminders, which brought 85% of bookings into the app and cut no-shows by 60%.",
    metaDescription:
      "A court booking and player-matching app for a padel club chain that brought 85% of bookings into the app and cut no-shows by 60%.",
    image: {
      src: "/images/case-studies/justpadel-mobile-app-card.svg",
      alt: "Phone with a court booking calendar grid of courts against time slots, some already booked",
      width: 800,
      height: 500,
    },
    heroImage: {
      src: "/images/case-studies/justpadel-mobile-app-hero.svg",
      alt: "Stylised padel court seen from above, beside a phone showing the JustPadel booking app",
      width: 1600,
      height: 900,
    },
    tags: ["Court Booking", "Player Matching", "In-app Payments", "React Native"],
    results: { bookingsInApp: "85%", noShowRate: "−60%", activePlayers: "6,500+" },
    duration: "12 weeks",
    year: 2024,
    updated: "2026-11-23",
    teamSize: "5 people: product lead, 2 mobile engineers, backend engineer, designer",
    challenge: [
      "JustPadel runs padel courts at venues across the city, and demand at peak hours was well ahead of supply. Bookings came in by phone and WhatsApp and were kept in a shared spreadsheet, so double bookings happened every week and the front desk spent its day answering messages about availability instead of looking after players at the club.",
      "Padel needs four players, and many members struggled to find three others at their level, so they simply played less. Courts were booked without payment, and when a group did not turn up the slot stayed empty at the busiest time of the evening. Memberships were tracked by hand, which made priority booking and member discounts hard to apply fairly.",
    ],
    solution: [
      "We built a React Native app for Android and iOS with a live calendar of every court at every venue. Players pay when they book, either in full or split four ways with each player paying their own share. A slot is held for a few minutes during checkout using Redis locks, which ended double bookings, and cancellations inside the agreed window release the court to a waitlist automatically.",
      'Player matching lets anyone open a match or join one at their level. Levels start from a short self-assessment and adjust with match results, and open games show each player\'s level badge with a "Join match" button. Membership plans give priority booking windows and member prices, and push reminders through Firebase Cloud Messaging go out before every game.',
      "The front desk uses a React web panel on the same Node.js and PostgreSQL backend to take walk-in bookings, mark check-ins and manage memberships. Check-ins give the club a reliable record of who actually played, which also feeds the no-show figures below. The panel shows each venue's day at a glance, so staff can see open slots, unpaid shares and waitlisted players without switching between phones and spreadsheets.",
    ],
    impact: [
      "In the third month after launch, 85% of court bookings were made in the app, measured from the booking records against walk-in and front-desk bookings. The no-show rate, counted as booked court hours with no check-in, fell by 60% over the first three months after launch, compared with the same months a year earlier. Paying at the time of booking did most of that on its own.",
      "Six months after launch the app had more than 6,500 active players, counted as players who booked or joined at least one game in the previous 30 days. Open matches filled gaps at quieter hours as well, because players who could not gather a group of four no longer had to stay away, and members booking in their priority window kept the peak hours full.",
    ],
    technologies: ["React Native", "React", "Node.js", "PostgreSQL", "Redis", "Firebase Cloud Messaging", "AWS"],
    gallery: [
      {
        src: "/images/case-studies/justpadel-mobile-app-gallery-1.svg",
        alt: 'Phone screen matching players: avatars with level badges and a "Join match" button on each open game',
        width: 1200,
        height: 750,
      },
      {
        src: "/images/case-studies/justpadel-mobile-app-gallery-2.svg",
        alt: "Phone screen listing membership plans above a payment confirmation for a court booking",
        width: 1200,
        height: 750,
      },
    ],
    testimonial: {
      quote:
        "Paying at the time of booking, with the option to split it four ways, solved most of our no-show problem by itself. Match-finding is what players talk about, though: people who used to wait for a full group now just join an open game at their level.",
      author: "Operations Manager",
      position: "JustPadel",
    },
    features: {
      courtCalendar: {
        title: "Live court calendar",
        description:
          "Every court at every venue in one grid, with slots held during checkout so nothing is booked twice.",
      },
      splitPayments: {
        title: "Split payments",
        description: "One player books and each of the four pays their own share, so no one has to chase the others.",
      },
      playerMatching: {
        title: "Matches at your level",
        description: "Open games show each player's level badge, and levels adjust with results so matches stay close.",
      },
      memberships: {
        title: "Memberships with priority booking",
        description: "Members get an early booking window and member prices, applied automatically at checkout.",
      },
    },
  },
  {
    id: 5,
    slug: "ethnichealthcare-web-application",
    title: "EthnicHealthcare Web Application",
    client: "EthnicHealthcare",
    wordmark: { name: "EthnicHealthcare", face: "serif", note: "Herbal healthcare" },
    category: "Healthcare Technology",
    description:
      "A fast web application for a herbal healthcare brand that joins online consultations, prescriptions and product orders, tripling consultations and lifting repeat orders by 38%.",
    metaDescription:
      "A web application for a herbal healthcare brand that joins consultations, prescriptions and orders: consultations tripled, repeat orders up 38%.",
    image: {
      src: "/images/case-studies/ethnichealthcare-web-application-card.svg",
      alt: "Desktop browser showing an online consultation booking page with doctor cards and available time slots",
      width: 800,
      height: 500,
    },
    heroImage: {
      src: "/images/case-studies/ethnichealthcare-web-application-hero.svg",
      alt: "Laptop with the EthnicHealthcare web app home page beside a phone showing the consultation screen",
      width: 1600,
      height: 900,
    },
    tags: ["Online Consultations", "Herbal Healthcare", "E-commerce", "Razorpay"],
    results: { onlineConsultations: "3x", repeatOrders: "+38%", pageLoadTime: "1.2s" },
    duration: "18 weeks",
    year: 2023,
    updated: "2026-11-23",
    teamSize: "6 people: product lead, 3 engineers, designer, QA",
    challenge: [
      "EthnicHealthcare sells herbal remedies and offers consultations with its own practitioners. Its old website was a brochure linked to a separate shop, and the two did not talk to each other. Consultations were booked by phone and held over WhatsApp video calls, prescriptions were sent as photos of handwritten notes, and patients then had to find the right products in the shop on their own.",
      "Many patients bought the wrong product, or nothing at all. Courses of treatment often run for several weeks, but nothing reminded patients to reorder, so many stopped halfway. The site was also slow on mobile data, which mattered because a large share of the brand's customers live in smaller towns and shop from their phones.",
    ],
    solution: [
      "We built one web application in React for consultations, prescriptions and orders. Patients choose a practitioner by speciality and language, pick a time slot and pay through Razorpay by UPI or card, and the consultation runs in the browser over WebRTC, with no app to install. Practitioners see the patient's history and earlier prescriptions before the call starts.",
      'After the call the practitioner writes the prescription by choosing products from the catalogue with dosage and duration. The patient sees it as a list with an "Add to cart" button beside each item, and the order page tracks the parcel through each delivery step. Refill reminders on WhatsApp are timed to the length of the course, a few days before it runs out.',
      "Speed was part of the brief from the start. Pages are rendered on the server, images are resized for each screen and everything is served from a CDN on AWS CloudFront, with a Node.js and PostgreSQL backend. We tested on low-cost Android phones over slow mobile connections throughout the build, not only at the end.",
    ],
    impact: [
      "Online consultations tripled: the monthly average over the first three months after launch was three times the monthly average of the three months before it, counted from the booking records. Because the prescription now turns straight into a cart, most consultations end in an order for exactly the products the practitioner chose, rather than a search through the shop.",
      "Repeat orders rose by 38% over the first six months after launch, compared with the same six months a year earlier, counting every second or later order by an existing customer. The refill reminders account for much of this, and customer support now gets far fewer messages asking which product to buy next.",
      "The median page load on mobile is 1.2 seconds, measured as Largest Contentful Paint from real visitors' devices over the first three months. For patients opening the site on a patchy mobile connection, that is the difference between a booking and a closed tab. That figure sits well inside the 2.5-second mark Google's Core Web Vitals treat as good, a mark the old site regularly missed on mobile.",
    ],
    technologies: [
      "React",
      "Node.js",
      "PostgreSQL",
      "Razorpay",
      "WebRTC",
      "WhatsApp Business Platform",
      "AWS CloudFront",
    ],
    gallery: [
      {
        src: "/images/case-studies/ethnichealthcare-web-application-gallery-1.svg",
        alt: 'Prescription view listing herbal products with their dosage and an "Add to cart" button for each',
        width: 1200,
        height: 750,
      },
      {
        src: "/images/case-studies/ethnichealthcare-web-application-gallery-2.svg",
        alt: "Order tracking page with a progress bar showing each delivery step from packed to delivered",
        width: 1200,
        height: 750,
      },
    ],
    testimonial: {
      quote:
        "Before, a consultation ended and the patient was left to find the right products on their own. Now the prescription becomes a cart in one click, and the refill reminder brings them back just before the course runs out.",
      author: "Founder",
      position: "EthnicHealthcare",
    },
    features: {
      consultationBooking: {
        title: "Book and consult in the browser",
        description:
          "Choose a practitioner by speciality and language, pay by UPI or card, and join the video call without installing anything.",
      },
      prescriptionToCart: {
        title: "Prescription to cart",
        description:
          "Practitioners prescribe from the catalogue, so patients add exactly the right products in one click.",
      },
      refillReminders: {
        title: "Refill reminders",
        description: "WhatsApp reminders timed to the length of each course, a few days before it runs out.",
      },
      orderTracking: {
        title: "Order tracking",
        description: "A clear progress bar for every order, from packing to delivery at the door.",
      },
    },
  },
  {
    id: 6,
    slug: "instagram-ai-bot-ecommerce",
    title: "Instagram AI Bot for an Ecommerce Brand",
    client: "A direct-to-consumer fashion label",
    wordmark: { name: "Fashion label", face: "wide", note: "D2C, Instagram" },
    category: "AI Automation",
    description:
      "An Instagram DM assistant that answers sizing, stock and delivery questions in under a minute, shares product links and recovers stalled conversations, lifting DM conversions by 27%.",
    metaDescription:
      "An Instagram DM assistant for an ecommerce brand that answers sizing, stock and delivery questions in under a minute, lifting DM conversions by 27%.",
    image: {
      src: "/images/case-studies/instagram-ai-bot-ecommerce-card.svg",
      alt: "Instagram-style direct message in which the AI answers a size question with a product card",
      width: 800,
      height: 500,
    },
    heroImage: {
      src: "/images/case-studies/instagram-ai-bot-ecommerce-hero.svg",
      alt: "Phone with a DM conversation beside an analytics panel of DMs answered, response time and conversions",
      width: 1600,
      height: 900,
    },
    tags: ["Instagram DMs", "Conversational AI", "D2C Fashion", "Conversation Recovery"],
    results: { dmsAnsweredByAi: "78%", responseTime: "<1 min", dmConversionRate: "+27%" },
    duration: "6 weeks",
    year: 2025,
    updated: "2026-11-23",
    teamSize: "3 people: product lead, AI engineer, backend engineer",
    challenge: [
      "The label sells mostly through Instagram, and every reel or new drop brought a wave of direct messages: which size to pick, whether a colour was back in stock, whether cash on delivery was available and how long delivery would take to a given pin code. A small team answered them by hand between packing orders and shooting content, often hours later.",
      "By the time a reply arrived, many customers had moved on to another brand. Most questions were the same few, asked hundreds of times, yet each needed a check of the size chart or the stock sheet. The team could not tell which conversations had turned into orders, so they had no way of knowing what the delay was costing them.",
    ],
    solution: [
      "We connected the label's Instagram account to an AI assistant through the Instagram Messaging API. The assistant uses an OpenAI model grounded in the label's own catalogue, size charts and policies, and checks live stock by size before it recommends anything. It answers in English or Hinglish, matching the customer, and replies with product cards and a carousel of suggestions that link to the product page.",
      "Returns, complaints, payment problems and anything the assistant is unsure about go to a person, with a short summary of the conversation so the customer is not asked to repeat themselves. When a customer goes quiet after asking about a product, the assistant sends one follow-up within Instagram's 24-hour messaging window, as the platform's rules require, and never more.",
      "Product links carry tracking parameters, so an analytics panel in React can show DMs answered, response times and the orders that came from conversations. The backend runs on Node.js with PostgreSQL and pgvector for catalogue search, with a small Python service that refreshes the catalogue and stock data every few minutes.",
    ],
    impact: [
      "Over the first eight weeks after launch, 78% of DM conversations were resolved by the assistant without a person stepping in, counted from the conversation logs. The median first response time is under a minute, day and night, where customers had previously often waited hours. The team now handles the remaining conversations, which are the ones that genuinely need a person.",
      "The DM conversion rate, measured as the share of product conversations that led to an order within seven days through a tracked link, rose by 27% over those eight weeks compared with the eight weeks before launch. The one-time follow-up in stalled conversations accounts for a visible part of the gain, and the label now plans its drops knowing the DMs will be answered.",
    ],
    technologies: [
      "Instagram Messaging API",
      "OpenAI API",
      "Node.js",
      "Python",
      "PostgreSQL",
      "pgvector",
      "React",
      "AWS",
    ],
    gallery: [
      {
        src: "/images/case-studies/instagram-ai-bot-ecommerce-gallery-1.svg",
        alt: "Instagram DM with a horizontal carousel of recommended fashion products from the label",
        width: 1200,
        height: 750,
      },
      {
        src: "/images/case-studies/instagram-ai-bot-ecommerce-gallery-2.svg",
        alt: "Follow-up message recovering an abandoned DM conversation, beside a small conversion chart",
        width: 1200,
        height: 750,
      },
    ],
    testimonial: {
      quote:
        "After a reel went live we used to wake up to hundreds of unanswered DMs, mostly the same size and delivery questions. Now those are answered in seconds, and my team only steps in for the conversations that really need a person.",
      author: "Founder",
      position: "Direct-to-consumer fashion label",
    },
    features: {
      sizeAdvice: {
        title: "Size advice from the real size chart",
        description: "Answers come from the label's own charts and live stock by size, never from guesswork.",
      },
      productCards: {
        title: "Product cards and carousels",
        description: "Recommendations arrive as tappable cards that link straight to the product page.",
      },
      humanHandover: {
        title: "Handover with a summary",
        description: "Returns, complaints and uncertain cases go to the team with the conversation summarised.",
      },
      conversationRecovery: {
        title: "One polite follow-up",
        description: "A single reminder inside Instagram's 24-hour messaging window when a customer goes quiet.",
      },
    },
  },
];

/** The list fields of a case study: what cards and the list page carry. */
export function caseStudySummary(study: CaseStudy): CaseStudySummary {
  const { id, slug, title, client, category, description, image, tags, results, duration, year } = study;
  return { id, slug, title, client, category, description, image, tags, results, duration, year };
}

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  if (slug === undefined) return undefined;
  return caseStudies.find((study) => study.slug === slug);
}

/** The case studies of one category, as list entries (feeds the service pages). */
export function caseStudiesByCategory(category: CaseStudyCategory): CaseStudySummary[] {
  return caseStudies.filter((study) => study.category === category).map(caseStudySummary);
}

/** The clients' wordmarks for the trust strip, each linking to its story. */
export function clientWordmarks(): ClientWordmark[] {
  return caseStudies.map((study) => ({ slug: study.slug, title: study.title, ...study.wordmark }));
}

/** The list entries of these slugs, in the given order; an unknown slug fails the build. */
export function caseStudiesNamed(slugs: readonly string[]): CaseStudySummary[] {
  return slugs.map((slug) => {
    const study = findCaseStudy(slug);
    if (!study) throw new Error(`No case study "${slug}" in app/content/case-studies.ts`);
    return caseStudySummary(study);
  });
}
