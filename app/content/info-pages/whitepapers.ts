/** Copy of /whitepapers: three long-form guides, readable on the page and laid out for printing. */
import { monthlyPrice } from "../pricing";
import type { InfoPage } from "./types";

export const page: InfoPage = {
  path: "/whitepapers",
  nav: { menu: "Resources", label: "Whitepapers" },
  head: {
    title: "Whitepapers",
    heading: "Whitepapers",
    description:
      "Free in-depth guides on WhatsApp ordering, deciding what to automate and handling customer data under India's DPDP Act, to read or print.",
  },
  schemaType: "CollectionPage",
  hero: {
    eyebrow: "Whitepapers",
    headline: "Three free guides for owners moving orders and customer service onto chat",
    intro:
      "Long-form guides on taking orders over WhatsApp, deciding which work to automate first and looking after customer data under India's DPDP Act. Read them here or print them for your team. We do not ask for your email.",
    primary: { label: "Book a free consultation", to: "/contact?topic=demo" },
    secondary: { label: "Read the blog", to: "/blog" },
    figures: [
      { value: "3", label: "guides, free to read on the page or print" },
      { value: "30 minutes", label: "free consultation to apply them to your business" },
    ],
  },
  illustration: {
    kind: "flow",
    steps: [
      { label: "Move ordering to WhatsApp", detail: "Catalogue, confirmations, payment and costs" },
      { label: "Decide what to automate", detail: "Score each task, then choose rules, AI or both" },
      { label: "Handle customer data", detail: "Consent, retention and access under the DPDP Act" },
    ],
    alt: "The three guides on this page: moving ordering to WhatsApp, deciding what to automate and handling customer data.",
  },
  blocks: [
    {
      kind: "checklist",
      intro: {
        heading: "How these guides work",
        intro: "Each guide is written to be read in one sitting, or printed and passed around the shop.",
      },
      items: [
        "Read each guide here on the page. The chapters are plain text, so they open quickly even on a slow phone connection.",
        "To keep a copy, use the Print button at the top of a guide or your browser's own print option, and choose Save as PDF if you want a file. The page is laid out for printing, and each guide starts on a new sheet.",
        "They are free. There is no form to fill in and no email address to give.",
        "Figures come from our case studies or are clearly marked as estimates. Where a guide touches the law, it is a summary, not legal advice.",
        "New guides are announced in the newsletter on our blog.",
      ],
    },
    {
      kind: "guide",
      id: "whatsapp-ordering-playbook",
      title: "The WhatsApp ordering playbook for shops and distributors",
      summary:
        "How to move the orders that already reach you on WhatsApp into a system that takes them, confirms them and collects payment: what to automate first, preparing your price list, the platform's rules, running costs and the first month.",
      audience: "Owners of shops, wholesale distributors and online sellers who take orders on WhatsApp by hand today.",
      chapters: [
        {
          heading: "What to automate first",
          paragraphs: [
            "Look at last month's WhatsApp chats before you decide anything. In most shops and distribution businesses, a handful of message types make up most of the traffic: a retailer repeating last week's order, a customer asking whether an item is in stock, someone asking for the price list again, a question about when the delivery will come. Automate these first. They arrive every day, and the right answer is already written down somewhere in your business.",
            "Leave the rest with your staff for now. Bargaining over a bulk rate, a complaint about a damaged carton or a request for more credit need a person who knows the customer. A good first bot takes the order, confirms it and passes everything else to your team with the chat attached. Once that runs smoothly, add order tracking, payment reminders and reorder prompts one at a time.",
            "A useful exercise: read two hundred of last month's chats and mark each as a fixed answer or a matter of judgement. The split shows how much a bot can take, and whether menus and buttons or a bot that reads free text suits your customers.",
          ],
        },
        {
          heading: "Preparing the catalogue and price list",
          paragraphs: [
            "A bot can only be as accurate as the list it reads from. If your prices live in a PDF forwarded on WhatsApp, a notebook at the counter and your own memory, settle on one list first. Each item needs a clear name, the pack size or variant, the price, the GST rate if you quote tax-inclusive totals, whether it is in stock, and a short item code.",
            "Write down the names customers actually use. A retailer may type 'sunflower 1L pouch', 'SF oil litre' or just the brand; a saree customer may ask for 'the green one from the reel'. Listing these next to each item helps the bot match an order typed in Tanglish or sent as a voice note to the right product, and tells it when to ask instead of guessing.",
            "Decide who updates the list and how often. Deepavali, Pongal and the wedding season bring new stock and changed prices, and an old price quoted by the bot causes more trouble than a late reply. Start with your best sellers: our Starter plan covers up to 10 items, Pro up to 25 and Premium has no limit.",
          ],
        },
        {
          heading: "Confirming the order and taking payment",
          paragraphs: [
            "Every order the bot takes should end with a summary the customer agrees to: items, quantities, price, delivery address or pickup, and the expected delivery day. Ask the customer to reply yes or tap a confirm button before the order reaches your staff. This single step catches a misread message before it becomes a wrong delivery.",
            "For cash on delivery, confirm again before dispatch, especially with new customers and large online orders. A short message asking the customer to check the address and keep the amount ready saves a wasted trip. For UPI, the bot sends a payment link or your UPI details with the order total, and the order is marked paid when the money arrives. Card and bank details should never be typed into the chat; they belong on the payment provider's page.",
            "If you give credit to retailers, set the rules in advance. The bot can show a retailer's outstanding amount and remind them of a due date, but it should not extend udhaar or waive a late payment on its own. Orders that cross a retailer's limit go to a person to approve. Payment reminders by UPI or payment link come with our Pro plan.",
          ],
        },
        {
          heading: "Opt-in and message templates",
          paragraphs: [
            "A business ordering bot runs on the official WhatsApp Business Platform, on your business number, not on a staff member's personal phone. That brings rules with it. When a customer messages you, a 24-hour window opens in which you can reply freely. Outside that window, any message you start, such as a dispatch update, a payment reminder or a festival offer, has to use a template Meta has approved in advance.",
            "Customers must agree before you send them promotional messages. Ask plainly, with a line on the bill, a tick box on your website or a question at the end of the first order, and note when and how each customer agreed. Stop at once when someone asks you to. Numbers taken from a bought list or a group are not an opt-in, and messaging them puts your business number at risk.",
            "Write your templates early, because approval takes time and a rejected template delays the launch. Keep each one short and specific: an order confirmation, a dispatch update, a payment reminder, a reorder prompt. Meta's rules decide which kind of message each template counts as and how it is charged.",
          ],
        },
        {
          heading: "What it costs to run, as estimates",
          paragraphs: [
            "There are two kinds of cost: what you pay for the bot and its upkeep, and what each message costs. The figures below are estimates from our article comparing WhatsApp API bots with AI bots. They are typical ranges, not a quote; your own numbers depend on volume and integrations.",
            "A rule-based bot working with menus and buttons costs an estimated ₹0.40 to ₹0.70 a message plus a fixed ₹3,000 to ₹10,000 a month. An AI bot that reads free text costs an estimated ₹0.70 to ₹2.00 a message plus a fixed ₹5,000 to ₹30,000 a month. For 10,000 messages a month, the message part of the bill comes to about ₹5,000 for the rule-based bot and about ₹12,500 for the AI bot, plus the fixed cost.",
            `On one of our plans, the plan fee covers the bot and our support, from ${monthlyPrice("Starter")} a month on Starter with no setup fee. WhatsApp message charges and hosting are extra and vary with how much you use them. Ask any provider, us included, to show how a month's bill is built up before you sign.`,
          ],
        },
        {
          heading: "The first month, and when a person steps in",
          paragraphs: [
            "Measure a normal week before launch so you have something to compare against: how many orders arrive on WhatsApp, how long customers wait for a first reply, how long it takes from the first message to a confirmed order, and how many orders go out wrong. Without these numbers, you will judge the bot by how it feels on its busiest day.",
            "Each week of the first month, read a sample of conversations with the staff member who used to handle them. Count the orders the bot completed on its own, the chats it handed over and why, the orders that needed correcting and the payments collected on time. When the same handover keeps coming up, add the missing answer or item name to the list.",
            "Some moments always need a person, and the bot hands them over with the full chat: complaints and damaged goods, requests for credit or a discount outside your rules, unusually large orders, and any customer who asks for a human. Plan staff for the festival rush too. The bot keeps taking orders at night, but someone still has to pack them, and handed-over chats need a reply the same day.",
            "For scale: a wholesale FMCG distributor in our case studies, serving about 1,400 kirana retailers, now gets 68% of its orders on WhatsApp and has cut order processing time by 80%, after a ten-week project. Judge your own first month by progress, not by a final number.",
          ],
        },
      ],
      next: { label: "Plan your WhatsApp ordering", to: "/contact?topic=whatsapp", context: "with our team" },
    },
    {
      kind: "guide",
      id: "automation-readiness-checklist",
      title: "The automation readiness checklist: deciding what to automate first",
      summary:
        "A way for an owner to list the repeated work in the business, score each task by how often it happens, how long it takes and what a mistake costs, and decide whether it needs rules, AI, both or a person. It ends with a worksheet you can fill in on paper and the mistakes to avoid.",
      audience:
        "Owners and managers of retail, wholesale and ecommerce businesses whose team loses hours to repeated work.",
      chapters: [
        {
          heading: "Start with the work, not the technology",
          paragraphs: [
            "Owners often come to automation through a product: a chatbot they saw at a trade fair, or a robot their accountant's other client uses. It works better the other way round. For one week, write down every task your team repeats: entering WhatsApp orders into billing, answering price questions, matching UPI payments against bills, updating stock on your website, sending the day's sales figure to the owner, chasing retailers for dues. Ask each person what they do every day that feels like copying.",
            "For each task, note three things. Frequency: how many times a day, week or month it happens. Time: how many minutes it takes each time, interruptions included. Error cost: what happens when it goes wrong, from a mildly annoyed customer to a wrong GST figure or goods sent to the wrong retailer. Frequency multiplied by time gives the hours a task eats each month; the error cost tells you how much it matters to get it exactly right.",
            "Expect the list to be longer than you thought. That is useful in itself, because it shows where the week really goes, and it stops the loudest complaint from deciding your first project.",
          ],
        },
        {
          heading: "Rules, AI or both",
          paragraphs: [
            "Next, match each task to the right kind of tool. Robotic process automation, or RPA, is software that follows fixed rules on your existing screens: it copies a field here, types it there and logs every step. It suits structured, repetitive work such as reconciling UPI and bank settlements, keying invoices that always arrive in the same layout, or building a scheduled report. It stops when something unexpected appears, such as a supplier moving the total to a new place on the page.",
            "Generative AI suits the messy inputs rules cannot handle: an order typed in Tanglish, a photo of a handwritten list, an email asking for the same as last month with two extra cases, invoices from dozens of suppliers in different layouts. It can understand and draft, but it can be confidently wrong, so it must never be the source of prices, stock or balances. Let AI read and draft, and let systems with fixed rules calculate, record and commit.",
            "Many useful automations use both: AI reads an order, rules check it against your item list and price master, and a bot or an integration enters it in your accounts. If the system you want to feed offers a proper connection for software, an integration is usually more reliable than a robot clicking through screens. Some tasks stay with a person, such as setting a new retailer's credit limit, with automation only gathering the facts.",
          ],
        },
        {
          heading: "The data you need in order",
          paragraphs: [
            "Automation exposes messy data quickly. Before you start, make sure there is one current price list with item codes, not three versions in different files; a customer list with phone numbers, GSTINs and delivery addresses; and your policies on returns, delivery areas, credit and discounts written down in plain sentences. If a new employee could not answer a question from what is written, a bot cannot either.",
            "Collect examples of the real inputs: twenty supplier invoices, a hundred customer chats, purchase orders that arrive as PDFs and photos, a screen recording of someone doing the task. These show how varied the work really is, and any builder needs them to test against. Then measure the task as it runs today for two weeks: volume, minutes per item, errors and turnaround. Without that baseline, nobody can say whether the automation paid for itself.",
          ],
        },
        {
          heading: "A scoring worksheet you can fill in",
          paragraphs: [
            "Take a sheet of paper and draw one row for each task, with five columns. In the first three, score the task from 1 to 5. Frequency: 1 for once a month, 3 for a few times a week, 5 for many times a day. Time: 1 for under a minute each time, 3 for around five minutes, 5 for half an hour or more. Error cost: 1 if a mistake is a small nuisance, 3 if it loses a sale or brings an angry call, 5 if it means wrong money, a wrong tax figure or lost goods.",
            "In the fourth column, multiply the three scores, which gives a number from 1 to 125. In the fifth, write how many of these five questions you can answer yes. Does the input arrive in the same shape every time, or could AI read it? Can the rules be written on one page? Is the data it needs in one place? Will one person own it? Have you measured how it runs today?",
            "Sort the rows by the fourth column and look at the top three. Your first project is the one with a high score, most answers yes, and mistakes that can be caught before they reach a customer or your books. A high score with few yes answers is a project for later: fix the data or write the rules down first.",
            "An example with made-up scores: typing WhatsApp orders into billing happens many times a day (5), takes about five minutes each (3), and a wrong quantity means a wrong delivery (4), which gives 60. A monthly stock report takes an hour (5) but happens once (1), and an error is a nuisance (2), which gives 10. Order entry is the clear first candidate, provided the price list is in order.",
          ],
        },
        {
          heading: "Pitfalls to avoid",
          paragraphs: [
            "Automating a broken process only makes the mistakes faster. If orders go wrong today because nobody knows the current price, fix the price list before building anything. Starting with too many tasks is the next trap: pick one, get it working and measured, then choose the next with what you learned.",
            "Count the exceptions and the upkeep. Work the automation cannot handle still needs a person, and a robot built on a supplier portal or government website that changes often will need repairs. Budget for a monthly check of AI answers and for fixes when screens change, and agree beforehand who makes them and how quickly.",
            "Finally, involve the people who do the work today. They know the odd cases that never make it into a process description, and they will spot the automation's mistakes faster than anyone. Saved hours only become money if that time goes somewhere useful, such as collecting dues or serving more customers, so decide where it goes before you launch.",
          ],
        },
      ],
      next: {
        label: "Talk through your scores",
        to: "/contact?topic=ai-automation",
        context: "with our automation team",
      },
    },
    {
      kind: "guide",
      id: "customer-data-on-whatsapp",
      title: "Customer data on WhatsApp: the DPDP Act in plain words for small businesses",
      summary:
        "What India's Digital Personal Data Protection Act 2023 means for a shop or small business that talks to customers on WhatsApp and other chat: asking for consent, using data only for its purpose, how long to keep chats, who may see them and what to ask a vendor. A plain summary, not legal advice.",
      audience:
        "Owners of small businesses that take orders or answer customers on WhatsApp, Instagram or website chat.",
      chapters: [
        {
          heading: "What this guide is, and what it is not",
          paragraphs: [
            "This guide is not legal advice. It is a plain summary, written by a software company, of how the Digital Personal Data Protection Act 2023 touches everyday chat with customers. The Act works together with rules the government notifies separately, which set out many of the details and dates. For decisions about your own business, speak to a lawyer or an adviser who follows data protection.",
            "The basic idea is simple. A customer's name, phone number, address, order history and the messages they send are personal data. When your business decides why and how that data is used, the Act calls you a data fiduciary and the customer a data principal. If a vendor, such as a chatbot company or a hosting provider, processes the data for you, that vendor is a data processor, but responsibility for how the data is used stays with your business.",
          ],
        },
        {
          heading: "Asking for consent",
          paragraphs: [
            "Under the Act you generally need a customer's consent to process their personal data, and that consent has to be free, specific and informed. In practice, tell customers in simple words what you collect and why: their number and address are used to take and deliver orders and, if they agree, to send offers. Make withdrawing consent as easy as giving it, for instance by replying STOP, and act on it straight away.",
            "WhatsApp adds its own rule: customers must opt in before you send them promotional messages, and anything you start outside the 24-hour reply window must use a template Meta has approved. Keep a record of when and how each customer agreed, whether by a tick box on your website, a question after the first order or a line on the bill. Never add numbers from a bought list, a WhatsApp group or another business's customers.",
            "Take extra care with children. If your customers include students under 18, as tuition centres and schools do, the Act asks for verifiable consent from a parent or guardian. Get advice before you set up a bot that talks to them.",
          ],
        },
        {
          heading: "Using data only for its purpose",
          paragraphs: [
            "Collect only what the job needs. An order needs a name, a delivery address and the items; it does not need a date of birth or a photo of an ID card. Card numbers, bank passwords and UPI PINs should never be typed into a chat at all: send a payment link, so the customer pays on the payment provider's own page.",
            "Use data for the purpose you told the customer about. An address collected to deliver a sofa is not permission to add that customer to a festival campaign; ask for consent to marketing separately. The same applies to sharing: handing your customer list to another business, even a friendly one, needs your customers' consent.",
          ],
        },
        {
          heading: "How long to keep chats",
          paragraphs: [
            "The Act expects you to stop keeping personal data once the purpose it was collected for has been served, or the customer withdraws consent, unless another law requires you to keep it. Tax law is one such case: GST invoices and related records must be kept for the period the tax rules set, and your accountant can tell you how long that is. The chat around an order rarely needs to be kept for years.",
            "Set a simple schedule and write it down. For example: keep chats for a fixed number of months after the last order, for service questions; keep invoices as long as tax law requires; delete the rest. Remember the copies people forget, such as chats on the phones of staff who have left, exported files on a laptop and screenshots in a group. Those count too.",
          ],
        },
        {
          heading: "Who sees the chats",
          paragraphs: [
            "Running customer conversations on the official WhatsApp Business Platform, not on personal phones, is the first step to controlling who sees them. Give each staff member their own login, with access only to what their job needs: the person packing orders needs the delivery address, not every customer's full history. Avoid shared passwords, and remove a person's access on the day they leave.",
            "The Act also expects reasonable security safeguards, and if a personal data breach happens you must inform the Data Protection Board of India and the customers affected. Decide in advance who you would call and how you would find out what leaked. Ask your vendor how quickly they will tell you about a breach on their side; we commit to telling our clients within 72 hours of becoming aware of one.",
            "Customers have rights you should be ready for: to ask what data you hold about them, to have it corrected or erased, and to have a complaint answered. Name one person in the business to handle these requests, and say how to reach them on your website or in your first message.",
          ],
        },
        {
          heading: "What to ask a vendor",
          paragraphs: [
            "Before you sign with any chatbot or software vendor, ask these questions in writing. Where is our customers' data stored, and which other companies, such as cloud or AI model providers, process it? Is our data used to train models for anyone else? How soon will you tell us about a breach? Will you sign a data processing agreement? Who on your side can read our customers' chats?",
            "Ask as well what happens when the contract ends: can you export customers, orders and conversations in a common format such as CSV, and when will the vendor delete its copies? Our own answers: client data is not used to train models for others, we report a breach to clients within 72 hours, and we give 30 days of data-migration help after a contract ends. A vendor who cannot answer plainly is a risk to your business, whatever the price.",
          ],
        },
      ],
      next: { label: "How we handle your data", to: "/security" },
    },
  ],
  closing: {
    heading: "Want help applying a guide to your business?",
    text: "Bring your scores, your price list or your questions about customer data to a free 30-minute call. You will hear back from us within 24 hours on a working day.",
    primary: { label: "Talk to us", to: "/contact?topic=other", context: "about a guide" },
    secondary: { label: "See pricing", to: "/pricing" },
    extra: { label: "All resources", to: "/resources" },
  },
};
