/** Copy of the privacy policy and the terms of service. */
export interface LegalSection {
  /** Kebab-case anchor, unique within the document, e.g. "information-we-collect". */
  id: string;
  /** Without the number. */
  title: string;
  paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date. */
  effectiveDate: string;
  intro: string;
  sections: readonly LegalSection[];
}

/*
 * The strings may contain the tokens {email}, {phone}, {supportEmail}, {legalEmail} and
 * {jurisdiction}; the legal pages replace them with the configured values.
 */

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  effectiveDate: "2025-01-01",
  intro:
    "This policy explains what personal data Cleverobotics Technologies Private Limited collects through this website and in the course of its work, why we collect it, who we share it with, how long we keep it and what rights you have. We have tried to write it in plain English; if anything is unclear, write to us at {legalEmail}.",
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      paragraphs: [
        'Cleverobotics Technologies Private Limited ("Cleverobotics", "we", "us" or "our") is an AI-automation company based in Chennai, Tamil Nadu, India. We build AI agents, WhatsApp, Instagram and website chatbots, web and mobile apps and custom software, automate business processes, provide agile coaching, and offer subscription products for businesses in India and abroad.',
        "This policy applies when you visit our website, fill in our contact form, use the chat window on our website, subscribe to our newsletter, or deal with us as a client, prospective client or supplier. For this personal data we decide why and how it is processed, so we act as the Data Fiduciary under India's Digital Personal Data Protection Act, 2023 and, where the GDPR applies, as the controller.",
        "When we build or run a solution for a client, such as a chatbot that talks to the client's customers, we process that personal data on the client's behalf and on its instructions. In that case the client's own privacy notice governs the data and we act as its Data Processor; section 6 explains how we handle such data.",
        "Please read this policy together with our Terms of Service.",
      ],
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      paragraphs: [
        "We collect only the information we need for the purposes described in this policy. Most of it you give us directly; a small amount of technical data is created automatically when your browser talks to our website.",
        "Please do not send us sensitive information, such as health details, bank or card numbers, passwords or government identity numbers, through the contact form or the chat. We do not need it to answer you.",
        "In detail, we collect the following:",
      ],
      list: [
        "Contact form: your name, email address, company, phone number, the service you are interested in and your message. While you type, an unsent draft of the form is kept in your own browser so that it survives a page reload; it reaches us only when you press send.",
        "Newsletter: your email address and the part of the site where you subscribed.",
        "Chat: the messages you type in the chat window and a randomly generated chat session id. The session id and your recent conversation are stored in your browser's local storage so that the conversation continues on your next visit. Each message is sent to our server, together with the session id and the page you are on, to get a reply. The conversation is kept in your browser for up to 30 days and 50 messages, and ‘Clear conversation’ removes it at once. If you ask for a person and leave your name and a phone number or email, we store them with the conversation as an inquiry, as we do with the contact form.",
        "Technical data: your IP address, browser type, the pages and files requested and the time of each request. We use it to limit the number of requests from one address (rate limiting), to keep our systems secure and to find and fix errors, and it appears in our security and server logs.",
        "Cookies and local storage: small pieces of data saved in your browser to remember your colour theme (light or dark), your motion preference, your cookie choice, an unsent contact-form draft and the email address you subscribed with. They stay on your device and are needed for the site to work the way you set it.",
        "Analytics: if analytics are switched on for this site and only after you accept them in the cookie notice, an analytics service records how the site is used, such as pages viewed, the referring site, device and browser type and approximate location derived from your IP address (shortened before it is stored), and counts these actions: a contact form sent (with the service chosen, not your message), the chat opened, a demo booking link clicked, a newsletter subscription and a pricing plan's button clicked. If you decline, no analytics scripts are loaded and nothing is counted. You can change your answer at any time with ‘Cookie preferences’ at the foot of every page.",
        "Client and supplier information: when you become a client or work with us, the names and business contact details of the people we deal with, billing details such as your GSTIN and billing address, the contract and invoice history, and the data you give us to carry out the project.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use information",
      paragraphs: [
        "We use personal data only for the purposes listed below, or for a purpose compatible with them that we tell you about first.",
        "We do not make decisions about you that have legal or similarly significant effects based solely on automated processing. We do not send you marketing messages on WhatsApp, by SMS or by phone unless you have asked us to.",
      ],
      list: [
        "To reply to your inquiry, arrange the free consultation you asked for and prepare a proposal.",
        "To answer your questions in the website chat.",
        "To send you our newsletter if you subscribed; every subscriber can unsubscribe at any time by replying to a newsletter or writing to {email}.",
        "To deliver, support and invoice the services we have agreed to provide, and to manage our relationship with clients and suppliers.",
        "To keep the website and our systems secure, prevent spam and abuse, and investigate incidents.",
        "To understand, in aggregate, how the website is used and improve it, where you have accepted analytics.",
        "To keep accounting and tax records, and to meet other legal obligations, such as responding to lawful requests from authorities.",
      ],
    },
    {
      id: "legal-basis-for-processing",
      title: "Legal basis for processing",
      paragraphs: [
        "We process personal data only where the law allows it. Under India's Digital Personal Data Protection Act, 2023 (the DPDP Act), we rely on your consent or on one of the legitimate uses the Act recognises, for example where you have voluntarily given us your data for a specific purpose, such as asking us a question through the contact form, or where we must process it to comply with the law.",
        "Where we rely on consent, you can withdraw it at any time, as easily as you gave it, by changing your cookie choice, unsubscribing or writing to {legalEmail}. Withdrawing consent does not affect processing that took place before you withdrew it.",
        "If you are in the European Union or the United Kingdom, the General Data Protection Regulation (GDPR) or the UK GDPR may also apply to our processing of your data. The bases we rely on are summarised below.",
      ],
      list: [
        "Consent: the newsletter and analytics cookies.",
        "Contract: taking the steps you ask for before we enter into a contract, such as preparing a proposal, and performing the contract once it is signed.",
        "Legitimate interests (GDPR) or data voluntarily provided for a specified purpose (DPDP Act): answering inquiries and chat messages, keeping the website secure and preventing abuse. Where we rely on legitimate interests, we have weighed them against your rights and expectations.",
        "Legal obligation: keeping accounting and tax records, and responding to lawful requests from courts, regulators and law-enforcement agencies.",
      ],
    },
    {
      id: "how-we-share-information",
      title: "How we share information",
      paragraphs: [
        "We do not sell, rent or trade personal data, and we do not share it with third parties for their own marketing.",
        "We share personal data only with the recipients listed below, and only as much as each one needs. Service providers act on our instructions and are bound by contract to keep the data confidential and secure and to use it only to provide their service to us.",
      ],
      list: [
        "Hosting and database providers that run our website and store the inquiries and newsletter subscriptions it receives.",
        "Email delivery and notification services that pass new inquiries on to our team.",
        "Chat processing: depending on how the chat is set up, your message is answered either by an assistant built into our website, which searches our own published content and does not send your message anywhere else, or by a workflow automation provider to which your message and chat session id are forwarded to prepare the reply.",
        "Analytics providers, only if analytics are switched on and you have accepted them.",
        "Professional advisers such as lawyers, chartered accountants and auditors, who are bound by duties of confidentiality.",
        "Courts, regulators, law-enforcement agencies and other authorities, where the law requires us to disclose data or where it is needed to establish, exercise or defend legal claims.",
        "A buyer or successor, if our business or part of it is reorganised, merged or sold; we will tell you before your data becomes subject to a different privacy policy.",
      ],
    },
    {
      id: "ai-specific-protections",
      title: "AI-specific protections",
      paragraphs: [
        "Where a client solution uses third-party AI model providers, we tell the client which providers are involved and choose the services and settings that do not use submitted data to train the provider's general models, where the provider offers that choice.",
        "Because our work involves AI systems, we also apply these safeguards to the data that passes through them:",
      ],
      list: [
        "No cross-client training: we never use one client's data, or the data of that client's customers, to train or fine-tune models used for any other client.",
        "Human review: we test chatbots and AI agents before launch, review samples of their answers with the client, and design them so that people can reach a human and so that important decisions, such as refunds, credit or anything medical or legal, are not left to the AI alone.",
        "Client instructions: personal data of our clients' customers and staff is processed only on the client's documented instructions, only to provide the agreed service, and is deleted or returned when the engagement ends.",
        "Limited access: only the team members working on a client's project can access that client's data.",
        "Our website chat: answers in the chat window are general information about our services, not binding offers or professional advice. If you would rather talk to a person, write to {email}.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      paragraphs: [
        "To exercise any of the rights described in this section, write to {legalEmail}. We may ask for information to confirm your identity before acting on a request. We do not charge for requests, and we aim to reply within 30 days and in any case within the time the applicable law requires. If your request concerns data we process for one of our clients, we will pass it to that client and help it respond.",
        "If the GDPR or UK GDPR applies to you, you also have the right to restrict or object to our processing (including objecting to direct marketing at any time), the right to data portability, and the right to lodge a complaint with the data protection supervisory authority where you live or work.",
        "Under the DPDP Act you have the following rights over your personal data, subject to the exceptions the Act allows:",
      ],
      list: [
        "Access: ask for a summary of the personal data we hold about you, how we process it, and the identities of the Data Fiduciaries and Data Processors we have shared it with.",
        "Correction: ask us to correct, complete or update inaccurate or incomplete data.",
        "Erasure: ask us to delete your data, unless we must keep it to comply with the law.",
        "Withdrawal of consent: withdraw any consent you have given, at any time.",
        "Grievance redressal: complain to our grievance officer (see section 15) and, if you are not satisfied with our response, to the Data Protection Board of India.",
        "Nomination: nominate another person to exercise your rights on your behalf in the event of your death or incapacity.",
      ],
    },
    {
      id: "data-security",
      title: "Data security",
      paragraphs: [
        "No method of sending data over the internet or storing it electronically is 100% secure, so we cannot guarantee absolute security. If we learn of a breach affecting your data, we will act as described in section 13.",
        "Some data, such as your chat history, form draft and preferences, is stored in your own browser. Anyone using the same browser profile can see it, so on a shared computer please clear this site's data when you finish.",
        "We protect personal data with reasonable security practices and procedures appropriate to the nature of the data and the risks involved, as required by the Information Technology Act, 2000 and the DPDP Act. They include:",
      ],
      list: [
        "Encrypted connections (HTTPS) between your browser and our website.",
        "Access to personal data limited to the people who need it for their work, with individual accounts and strong authentication for administrative access where the service supports it.",
        "Validation of everything submitted through the contact form and the chat, and limits on how many requests one address can make in a short time.",
        "Prompt installation of security updates, backups of our database, and logs that help us detect and investigate misuse.",
        "Confidentiality obligations for our staff, contractors and service providers.",
      ],
    },
    {
      id: "data-retention",
      title: "Data retention",
      paragraphs: [
        "We keep personal data only for as long as we need it for the purpose we collected it for, or as long as the law requires. When the period ends, we delete the data or anonymise it so that it no longer identifies you. Deleted data may remain in encrypted backups until those backups are overwritten in the normal cycle.",
      ],
      list: [
        "Contact inquiries: up to 24 months after our last contact with you, unless a client relationship starts, in which case the client periods below apply.",
        "Newsletter subscriptions: until you unsubscribe; the address is removed within 30 days of your request.",
        "Chat: our server does not keep chat conversations in its database. The copy in your browser stays there until you clear this site's data. If the chat is forwarded to an automation provider, any logs it keeps are deleted once they are no longer needed to run and troubleshoot the chat.",
        "Security and server logs, which may contain IP addresses: 180 days, as Indian cybersecurity rules require for system logs, and no longer than one year unless we need them to investigate a specific incident or the law requires longer.",
        "Analytics data, where analytics are used: no longer than 14 months, after which only aggregated reports remain.",
        "Client project data: for the duration of the engagement, then deleted from our active systems within 90 days after it ends (30 days of data-migration assistance followed by up to 60 days for deletion), unless the contract says otherwise.",
        "Contracts, invoices and accounting records: 8 years from the end of the financial year they relate to, as required by Indian company and tax laws.",
      ],
    },
    {
      id: "international-data-transfers",
      title: "International data transfers",
      paragraphs: [
        "We are based in India, and we work with service providers, such as cloud hosting and email delivery providers, that may store or process data in other countries. Your personal data may therefore be transferred to, and processed in, countries other than the one you live in.",
        "The DPDP Act allows personal data to be transferred outside India except to countries the Central Government restricts by notification. We will not transfer personal data to any such country, and we follow any other conditions Indian law sets for a transfer.",
        "If you are in the European Union or the United Kingdom, your data is transferred to India, which does not have an adequacy decision. We protect such transfers with the standard contractual clauses approved by the European Commission (and the UK addendum where applicable) or with another safeguard the GDPR recognises. You can ask for a copy of the relevant safeguards by writing to {legalEmail}.",
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children's privacy",
      paragraphs: [
        "Our website and services are meant for businesses and professionals and are not directed at anyone under 18 years of age, who is a child under the DPDP Act. We do not knowingly collect personal data from children.",
        "If you believe a child has given us personal data, for example through the contact form or the chat, please write to {legalEmail} and we will delete it.",
        "Where a client asks us to build a solution that its own users may include children, the client remains responsible for obtaining verifiable parental consent where the law requires it, and we will not build behavioural monitoring or targeted advertising aimed at children.",
      ],
    },
    {
      id: "third-party-links-and-services",
      title: "Third-party links and services",
      paragraphs: [
        "Our website links to other websites and services, such as WhatsApp, Instagram, LinkedIn and app stores. When you follow such a link or contact us through one of these platforms, the platform processes your data under its own terms and privacy policy, not this one.",
        "For example, if you message us on WhatsApp or Instagram, Meta processes that conversation as the operator of those services, and we receive the messages you send us there.",
        "We are not responsible for the privacy practices or content of third-party websites and services, and we encourage you to read their privacy policies before giving them personal data.",
      ],
    },
    {
      id: "data-breach-notification",
      title: "Data breach notification",
      paragraphs: [
        "We have a process for handling security incidents: we contain the incident, find out what happened and which data is affected, fix the cause and record what we learned.",
        "If a personal data breach affects you, we will notify you and the relevant authorities, such as the Data Protection Board of India or, for people in the European Union or the United Kingdom, the competent supervisory authority, within 72 hours of becoming aware of the breach where the law requires it, and sooner where a law sets a shorter deadline, such as the six-hour window for reporting certain cyber incidents to CERT-In.",
        "Our notice will describe what happened, what data is involved, the likely consequences, what we have done about it, what you can do to protect yourself and whom to contact for more information.",
        "If a breach affects data we process for a client, we will inform that client without undue delay and give it the information it needs to meet its own notification duties.",
      ],
    },
    {
      id: "updates-to-this-policy",
      title: "Updates to this policy",
      paragraphs: [
        "We may update this policy when our services, our service providers or the law change. The effective date at the top of the page shows when the current version took effect.",
        "If we make a material change, such as using your data for a new purpose or sharing it with a new category of recipients, we will announce it on this page and, where we have your email address and the change affects you, by email before it takes effect. Where the law requires your consent for a change, we will ask for it.",
        "Earlier versions of this policy are available on request from {legalEmail}.",
      ],
    },
    {
      id: "contact-us",
      title: "Contact us",
      paragraphs: [
        "Our Grievance Officer handles questions, requests and complaints about this policy and about how we process personal data. You can reach the Grievance Officer at {legalEmail} or by phone at {phone}, Monday to Friday, 9:00 AM to 6:00 PM IST.",
        "For anything else, write to {email}. Our postal address is Cleverobotics Technologies Private Limited, Chennai, Tamil Nadu, India.",
        "We acknowledge grievances promptly and aim to resolve them within 30 days. If you are not satisfied with our response, you may complain to the Data Protection Board of India or, where the GDPR applies, to your local supervisory authority.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      paragraphs: [
        "This policy is governed by the laws of India, including the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000, together with the rules made under them.",
        "Subject to the dispute resolution terms agreed with our clients, the courts at {jurisdiction} have jurisdiction over disputes about this policy. Nothing in this policy takes away rights you have under the data protection laws of the country where you live, including the right to complain to your local supervisory authority.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  effectiveDate: "2025-01-01",
  intro:
    "These terms govern the use of the Cleverobotics website and the services provided by Cleverobotics Technologies Private Limited. Please read them carefully: they explain what we provide, what we expect from you, how payment works and how any disagreement will be resolved.",
  sections: [
    {
      id: "agreement-to-terms",
      title: "Agreement to terms",
      paragraphs: [
        'These Terms of Service ("Terms") are an agreement between Cleverobotics Technologies Private Limited, a company based in Chennai, Tamil Nadu, India ("Cleverobotics", "we", "us" or "our"), and you. By using our website, subscribing to one of our plans or products, or engaging us for a project, you agree to these Terms.',
        'If you accept these Terms on behalf of a company or other organisation, you confirm that you are authorised to bind it, and "you" and "client" mean that organisation.',
        "Project work is usually also covered by a written proposal, statement of work, master services agreement or data processing agreement signed by both parties. If such a document conflicts with these Terms, the signed document prevails for that engagement.",
        "Our Privacy Policy explains how we handle personal data and forms part of these Terms. If you do not agree with these Terms, please do not use our website or services.",
      ],
    },
    {
      id: "our-services",
      title: "Our services",
      paragraphs: [
        "We design, build and operate automation for businesses in India and abroad: AI agents and workflow automation; WhatsApp, Instagram and website chatbots; web and mobile apps; custom software; robotic process automation (RPA); agile coaching and training; and our subscription products, WhatsApp Sales Management and the Smart AI WhatsApp Chatbot, together with our published AI bot plans.",
        "The scope, deliverables, timeline and price of each project are set out in its proposal or statement of work. Work outside that scope is a change request, which we will estimate and carry out only after you approve it in writing.",
        "Many of our solutions depend on third-party platforms, such as the WhatsApp Business Platform and Instagram (operated by Meta), cloud hosting providers and AI model providers. Their terms also apply to your use of them. We do not control their approvals, pricing, policy changes or outages, and you are responsible for complying with their rules, for example obtaining opt-in from the customers you message on WhatsApp.",
        "Information on our website, including descriptions, examples and prices, is general information and not an offer. What we will deliver, and at what price, is what your plan, proposal or invoice states.",
      ],
    },
    {
      id: "eligibility-and-accounts",
      title: "Eligibility and accounts",
      paragraphs: [
        "You must be at least 18 years old and legally able to enter into a binding contract under the Indian Contract Act, 1872 to use our services. Our services are meant for business and professional use.",
        "Some services give you an account, such as access to a dashboard, a product or a bot configuration. You must give accurate information when you set it up and keep it up to date.",
        "You are responsible for keeping your login credentials and API keys safe, for using multi-factor authentication where we offer it, for granting and removing access for your own staff, and for all activity under your account. Do not share logins between people. If you suspect unauthorised use, tell us at once at {supportEmail}.",
        "We may refuse to open, or may close, an account that was set up with false information or is used in breach of these Terms.",
      ],
    },
    {
      id: "ai-services-and-data",
      title: "AI services and data",
      paragraphs: [
        "AI systems, including the chatbots and agents we build, produce output based on probabilities. Their answers can be inaccurate, incomplete, out of date or inappropriate, even after careful design and testing, and they are not a substitute for professional advice.",
        "You are responsible for reviewing AI output before relying on it or sending it to others, for deciding where a human must check or approve what the AI does, and for the decisions you make and the messages your business sends using our solutions. We will help you set up sensible review steps and handover to a human.",
        'You own the data you or your customers provide to our services, including messages, documents, product catalogues and business records ("Client Data"). You give us a limited licence to host, copy, process and transmit Client Data only as needed to provide, secure and support the services for you. We do not sell Client Data and we do not use it to train AI models for other clients.',
        "Where Client Data includes personal data, you are the Data Fiduciary (or controller) and we are your Data Processor. You are responsible for having a lawful basis, giving the required notices and obtaining the consents needed for us to process it. We may use aggregated, anonymised service statistics, such as message volumes and uptime, that identify neither you nor any individual, to operate and improve our services.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      paragraphs: [
        "The website, its content, our products, our software and our methods, templates, frameworks and know-how belong to us or our licensors. You may view and use the website for your own business purposes, but you may not copy, republish or exploit its content without our written permission. Our name and logo are our trade marks.",
        'Unless a signed agreement says otherwise, once you have paid in full for a custom project, you own the custom deliverables we create specifically for you, such as custom code and designs. We keep ownership of the tools, components and materials we created before or independently of your project ("background materials"), and you receive a non-exclusive, perpetual, royalty-free licence to use any background materials built into your deliverables as part of those deliverables.',
        "Our subscription products and bot plans are licensed, not sold: you may use them for as long as your subscription is active, but no ownership passes to you. Open-source components are provided under their own licences, which we will identify on request.",
        "If you give us suggestions or feedback, we may use them without obligation to you. We will name you as a client or describe your project publicly only with your prior written consent.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      paragraphs: [
        "You may use our website and services only for lawful business purposes and in line with these Terms.",
        "If you breach this section, we may remove the content concerned, suspend the affected service or end our agreement, as described in section 12. We may also report illegal activity to the authorities.",
        "In particular, you must not, and must not let anyone else:",
      ],
      list: [
        "break any law, or use the services for fraud, deception or the sale of prohibited goods;",
        "send spam or unsolicited messages, message people who have not opted in, or breach WhatsApp, Meta or other platform policies or the Indian rules on unsolicited commercial communications;",
        "infringe anyone's intellectual property, privacy or other rights;",
        "upload malware, probe, scan or test the security of our systems without our written permission, or try to get around rate limits or access controls;",
        "overload our systems, scrape the website, or access the services by automated means beyond their normal use;",
        "reverse engineer or decompile our software, except where the law allows it despite this restriction;",
        "use AI features to create harassing, hateful, defamatory or sexually explicit content, material that sexualises minors, deliberate misinformation, or impersonations and deepfakes of real people without their consent;",
        "use AI output to make decisions about credit, employment, insurance, housing or medical care without meaningful human review, unless we have agreed a suitable design in writing;",
        "use our non-public materials to build a competing product, or resell our services without our written agreement;",
        "submit false information through the contact form or the chat, or be abusive towards our team.",
      ],
    },
    {
      id: "service-levels",
      title: "Service levels",
      paragraphs: [
        "Our support hours are Monday to Friday, 9:00 AM to 6:00 PM IST, excluding public holidays in Tamil Nadu. You can reach support at {supportEmail}.",
        "Response times depend on your plan or agreement and are stated in its description or in your statement of work. They are times to first response, not to resolution. Where no response time is stated, we aim to respond within one working day.",
        "We announce planned maintenance at least 48 hours in advance by email or in the product, and schedule it outside Indian business hours where we can. We may carry out urgent maintenance without notice to fix security issues or prevent harm, and we will tell you about it as soon as practical.",
        "We work to keep our services available, but we do not guarantee uninterrupted operation, and outages of third-party platforms such as Meta, cloud or AI providers are outside our control. Service credits apply only where a signed agreement provides for them.",
      ],
    },
    {
      id: "payment-terms",
      title: "Payment terms",
      paragraphs: [
        "Fees are set out in your plan, proposal or invoice and are charged in Indian rupees (INR) unless we agree another currency in writing. Subscriptions are billed in advance for each monthly or yearly period.",
        "Unless stated otherwise, invoices are payable within 30 days of the invoice date (net 30). If you dispute an invoice, tell us in writing within 15 days of receiving it and pay the undisputed part on time; we will work with you to resolve the rest promptly.",
        "Overdue amounts accrue interest at 1.5% per month, or the highest rate the law allows if that is lower, from the due date until payment. If payment remains overdue after we have given you written notice, we may suspend services as described in section 12.",
        "Fees do not include GST or other applicable taxes, which are added to the invoice. If you deduct tax at source (TDS), please send us the TDS certificate within the period the law sets. Clients outside India pay any bank or transfer charges on their side.",
      ],
      list: [
        "Our published bot plans have no setup fee.",
        "Infrastructure costs, such as WhatsApp Business Platform conversation charges, cloud hosting and AI model usage, are not included in plan prices; they are billed at actual usage or, where agreed, paid by you directly to the provider.",
        "You may cancel a subscription at any time; cancellation takes effect at the end of the current billing period. Fees already paid are non-refundable except where your plan, a signed agreement or the law provides otherwise.",
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      paragraphs: [
        'The website and its content are provided "as is" for general information. Results described on the website, such as figures in case studies, reflect those particular projects and are not a promise of the results your business will achieve.',
        "Except as expressly stated in these Terms or a signed agreement, and to the fullest extent the law permits, we give no warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, non-infringement, or that the services will be uninterrupted or error-free. We are not responsible for third-party platforms, services or content.",
        "To the fullest extent the law permits, neither party is liable for indirect or consequential losses, or for loss of profits, revenue, goodwill or data, and our total liability arising out of or in connection with the services is limited to the fees you paid us for the affected service in the 12 months before the event giving rise to the claim.",
        "These limits do not apply to liability for fraud or wilful misconduct, to the indemnities in section 10, to your obligation to pay fees, or to any liability that cannot be limited by law.",
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      paragraphs: [
        "You will defend, indemnify and hold harmless Cleverobotics and its directors, employees and contractors against any claim brought by a third party, and against the resulting losses, damages, fines, settlements and reasonable legal costs, to the extent the claim arises from: (a) Client Data or other content you provide, including a claim that it infringes someone's rights or was collected without the required notice or consent; (b) your use of the services in breach of these Terms or our documentation, or your reliance on AI output without the review described in section 4; or (c) your breach of any law, including data protection, consumer protection and messaging laws.",
        "We will defend you against any claim brought by a third party alleging that a deliverable we created for you infringes that party's copyright, trade mark or patent or misappropriates its trade secret, and we will pay the damages and costs finally awarded against you or agreed by us in a settlement. If a deliverable is, or we think it is likely to be, the subject of such a claim, we may at our option obtain the right for you to keep using it, modify or replace it so that it no longer infringes while working materially the same, or, if neither is reasonably possible, take it back and refund the fees you paid for it.",
        "We have no obligation under the previous paragraph for claims arising from: changes made by anyone other than us; combination of the deliverable with products, data or processes we did not supply; materials, designs or specifications you provided; third-party or open-source components; or continued use after we offered a non-infringing alternative. This section states our entire liability, and your exclusive remedy, for third-party intellectual property claims.",
        "Each indemnity applies only if the party seeking protection: (i) gives the other party prompt written notice of the claim, although a delay relieves the indemnifying party only to the extent it is prejudiced by it; (ii) gives the indemnifying party sole control of the defence and settlement, except that no settlement may admit fault on behalf of, or impose obligations on, the protected party without its consent, which may not be unreasonably withheld; and (iii) cooperates reasonably, at the indemnifying party's expense. The protected party may take part in the defence with its own lawyers at its own cost.",
      ],
    },
    {
      id: "confidentiality-and-data-security",
      title: "Confidentiality and data security",
      paragraphs: [
        "Each party will keep the other's confidential information secret, use it only to perform or receive the services, and share it only with employees, contractors and advisers who need to know it and are bound by similar confidentiality duties. Confidential information includes non-public business, technical and financial information, Client Data, pricing and source code not yet delivered.",
        "These duties do not apply to information that is or becomes public through no fault of the receiving party, was already lawfully known to it, is independently developed, or is lawfully received from someone else without a duty of confidence. A party may disclose confidential information where the law or a court requires it, after notifying the other party where the law allows. These duties last during our relationship and for 3 years after it ends, and for trade secrets and personal data for as long as they remain such.",
        "We protect Client Data with reasonable technical and organisational measures appropriate to the risk, including access controls, encrypted connections, backups, logging and confidentiality commitments from our team. No system is 100% secure, so we cannot guarantee that data will never be lost or accessed without authorisation. You are responsible for the security of your own systems, credentials and the settings you control.",
        "Where needed, we will sign a separate non-disclosure agreement or data processing agreement with you. If we do, that agreement prevails over this section for the matters it covers.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      paragraphs: [
        "You may end a service at any time by written notice to {supportEmail}, or with the notice period stated in your signed agreement. Subscriptions end at the close of the current billing period. You remain liable for all charges incurred up to the end date, including work already done on a project and non-cancellable third-party costs committed on your behalf.",
        "We may suspend or terminate a service, or these Terms, if you breach these Terms, use the services for prohibited or unlawful activity, or put the security of our systems or of other people at risk. For non-payment, we will first give you written notice and at least 15 days to pay. Where a breach causes serious or immediate harm, we may suspend the service at once and will tell you why.",
        "After termination, your access ends. For 30 days we will provide data-migration assistance: we will export your Client Data in a common machine-readable format, such as CSV or JSON, and help you move it to another provider. Work beyond a reasonable export may be charged at our standard rates. After that period we delete Client Data from our active systems within a further 60 days, unless the law requires us to keep it.",
        "Sections that by their nature should continue after termination, including those on payment, intellectual property, confidentiality, disclaimers, indemnification and dispute resolution, survive it.",
      ],
    },
    {
      id: "compliance",
      title: "Compliance",
      paragraphs: [
        "Each party will comply with the laws that apply to it in connection with the services, including India's Digital Personal Data Protection Act, 2023 and the rules made under it, the Information Technology Act, 2000, and the rules on commercial communications that apply to messaging. Under the DPDP Act you are the Data Fiduciary for your customers' personal data and we act as your Data Processor.",
        "You must not use, export or re-export our services or software in breach of the export-control or sanctions laws of India or of any other country that apply, including by providing them to a sanctioned country or person.",
        "Services for regulated industries, such as healthcare, financial services or insurance, may involve additional legal and regulatory requirements. We provide such services only under a separate agreement that sets out the requirements that apply, and you must not upload health records, financial account data or other regulated data to our services until that agreement is in place.",
        "Each party will act honestly and will not offer or accept bribes or improper payments in connection with our work together.",
      ],
    },
    {
      id: "dispute-resolution",
      title: "Dispute resolution",
      paragraphs: [
        "These Terms and any dispute arising out of or in connection with them are governed by the laws of India.",
        "If a dispute arises, the party raising it will notify the other in writing, and senior representatives of both parties will try to resolve it through good-faith negotiation for 30 days from that notice.",
        "If the dispute is not resolved within those 30 days, it will be finally resolved by arbitration under the Arbitration and Conciliation Act, 1996, as amended in 2015 and thereafter. The tribunal will consist of a sole arbitrator appointed by agreement of the parties or, failing agreement, in accordance with that Act. The seat and venue of arbitration will be {jurisdiction}, the proceedings will be conducted in English, and the award will be final and binding on both parties.",
        "Subject to the arbitration agreement, the courts at {jurisdiction} have exclusive jurisdiction, including to grant interim relief. Claims may be brought only on an individual basis, not as a plaintiff or class member in any class, collective or representative proceeding, and claims of different clients may not be combined in one arbitration without the consent of all parties, to the extent the law permits.",
      ],
    },
    {
      id: "modifications",
      title: "Modifications",
      paragraphs: [
        "We may change these Terms from time to time. For material changes, we will notify you by email or by a notice on our website at least 30 days before they take effect. Minor changes, such as corrections and clarifications that do not reduce your rights, take effect when published, with an updated effective date.",
        "If you keep using our website or services after a change takes effect, you accept the changed Terms. If you do not agree with a change, you may end your services before it takes effect, as described in section 12.",
        "A signed agreement between us can only be changed in writing signed by both parties.",
      ],
    },
    {
      id: "miscellaneous",
      title: "Miscellaneous",
      paragraphs: ["The following general provisions apply to these Terms and to any agreement that refers to them."],
      list: [
        "Entire agreement: these Terms, our Privacy Policy and any signed proposal, statement of work or other agreement between us form the entire agreement on their subject and replace earlier discussions and understandings.",
        "Severability: if any provision is found invalid or unenforceable, it will be limited to the minimum extent necessary and the rest of the Terms remain in force.",
        "Force majeure: neither party is liable for delay or failure caused by events beyond its reasonable control, such as floods, cyclones, epidemics, war, government action, strikes, power or internet failures, or outages of third-party platforms. This does not excuse payment for services already provided. If such an event lasts more than 60 days, either party may end the affected service by written notice.",
        "Assignment: you may not transfer your rights or obligations under these Terms without our written consent. We may transfer them to an affiliate or to a successor in a merger, acquisition or sale of our business, with notice to you.",
        "No waiver: if a party does not enforce a right, or delays enforcing it, that does not waive the right.",
        "Independent parties: the parties are independent contractors; nothing in these Terms creates a partnership, joint venture, agency or employment relationship.",
        "Notices: notices under these Terms must be in writing and may be sent by email to the addresses the parties have given each other; legal notices to us go to {legalEmail}.",
        "Language: these Terms are written in English; if they are translated, the English version prevails.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      paragraphs: [
        "For questions about these Terms, legal notices and contract matters, write to {legalEmail} or call {phone}.",
        "For help with a service you use, write to {supportEmail} during our support hours, Monday to Friday, 9:00 AM to 6:00 PM IST. For anything else, write to {email}.",
        "Cleverobotics Technologies Private Limited, Chennai, Tamil Nadu, India.",
      ],
    },
  ],
};

export const legalContacts = {
  legalEmail: "legal@cleverobotics.com",
  supportEmail: "support@cleverobotics.com",
} as const;

/** Where disputes are heard unless the JURISDICTION setting names another city. */
export const defaultJurisdiction = "Chennai, Tamil Nadu";
