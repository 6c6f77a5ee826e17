import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  AppWindow,
  Archive,
  Banknote,
  Blocks,
  BookBookmark,
  BookOpen,
  Bot,
  Boxes,
  BriefcaseBusiness,
  Bug,
  Building,
  Calculator,
  Calendar,
  CalendarCheck,
  CalendarClock,
  ChartLine,
  ChartNoAxesCombined,
  ChartPie,
  ClipboardCheck,
  ClipboardList,
  Cloud,
  CloudCog,
  CloudUpload,
  Code,
  Contact,
  Cpu,
  CreditCard,
  Database,
  DatabaseZap,
  DoorOpen,
  FileCheck,
  FileCode,
  FileLock,
  FilePen,
  FileSearch,
  FileText,
  FileType,
  FingerprintPattern,
  Flame,
  FlaskConical,
  FolderKanban,
  Funnel,
  Gauge,
  Gift,
  GitBranch,
  Globe,
  GraduationCap,
  Handshake,
  HardDrive,
  HardDriveDownload,
  HardHat,
  Headphones,
  Headset,
  IdCard,
  Inbox,
  KeyRound,
  Landmark,
  Laptop,
  Library,
  LifeBuoy,
  ListTodo,
  LockKeyhole,
  Mail,
  MailCheck,
  MapPin,
  Megaphone,
  MessageCircle,
  MessageSquareCode,
  MessageSquareText,
  MessagesSquare,
  MonitorSmartphone,
  MousePointerClick,
  Network,
  Newspaper,
  NotebookPen,
  Package,
  PanelsTopLeft,
  PenTool,
  PhoneCall,
  Presentation,
  Puzzle,
  Receipt,
  ReceiptText,
  RefreshCw,
  Repeat,
  Route,
  ScanEye,
  ScreenShare,
  ScrollText,
  Send,
  Server,
  Settings,
  Share2,
  Sheet,
  Shield,
  ShieldCheck,
  ShieldExclamationPoint,
  ShoppingBag,
  ShoppingCart,
  Signature,
  Smartphone,
  SquareKanban,
  SquareTerminal,
  Star,
  Store,
  Table2,
  Target,
  Ticket,
  Timer,
  Truck,
  Usb,
  UserCheck,
  UserCog,
  UserLock,
  UserPlus,
  Users,
  UsersRound,
  Vault,
  Video,
  Wallet,
  Workflow,
  Wrench,
  Zap,
} from 'lucide-react';
import type { CategoryKey } from '@site/shared';

export interface Solution {
  /** Prefixed by its category key, e.g. "sales-crm". Also the card's DOM id. */
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The solutions catalogue: 129 solutions in 15 categories, keyed and ordered like CATEGORY_KEYS.
 * A product may appear both in `featured` and in its own category, with a different id prefix.
 */
export const solutionsByCategory: Record<CategoryKey, readonly Solution[]> = {
  featured: [
    {
      id: 'featured-crm',
      name: 'CRM',
      description:
        'Keep every lead, deal and customer conversation in one place, automate follow-ups and see a reliable sales forecast, so no enquiry slips through the cracks.',
      icon: Handshake,
    },
    {
      id: 'featured-books',
      name: 'Books',
      description:
        'GST-ready online accounting that handles invoices, bills, bank reconciliation and financial reports, so your books stay current and your accountant spends less time chasing paperwork.',
      icon: BookOpen,
    },
    {
      id: 'featured-desk',
      name: 'Desk',
      description:
        'Turn customer emails, calls and chats into tracked tickets with due dates and owners, so your team answers faster and nothing gets lost in a shared inbox.',
      icon: LifeBuoy,
    },
  ],
  suites: [
    {
      id: 'suites-crm-plus',
      name: 'CRM Plus',
      description:
        'A unified customer experience bundle combining CRM, marketing, helpdesk, live chat and analytics, so sales, marketing and support work from the same customer record.',
      icon: Handshake,
    },
    {
      id: 'suites-service-plus',
      name: 'Service Plus',
      description:
        'Helpdesk, remote support, field service and knowledge base in one bundle, giving your support team every channel and tool they need under a single login.',
      icon: Headset,
    },
    {
      id: 'suites-finance-plus',
      name: 'Finance Plus',
      description:
        'Accounting, invoicing, billing, expenses, inventory and payroll that share one set of data, so finance stops re-entering numbers between disconnected tools.',
      icon: Landmark,
    },
    {
      id: 'suites-people-plus',
      name: 'People Plus',
      description:
        'Recruitment, onboarding, HR records, attendance, payroll and learning in one bundle, covering the full employee journey from job posting to exit.',
      icon: UsersRound,
    },
    {
      id: 'suites-workplace',
      name: 'Workplace',
      description:
        'Business email, team chat, video meetings, file storage and office documents in one bundle, replacing a patchwork of personal accounts with company-owned tools.',
      icon: Building,
    },
    {
      id: 'suites-marketing-plus',
      name: 'Marketing Plus',
      description:
        'Email campaigns, social media, events, webinars, surveys and marketing analytics in one workspace, so you can plan, run and measure campaigns without juggling separate tools.',
      icon: Megaphone,
    },
    {
      id: 'suites-projects-plus',
      name: 'Projects Plus',
      description:
        'Project planning, agile sprints, bug tracking and team collaboration in one bundle, suited to agencies and software teams that manage both client work and product work.',
      icon: FolderKanban,
    },
  ],
  sales: [
    {
      id: 'sales-crm',
      name: 'CRM',
      description:
        'Manage leads, contacts, deals and activities with workflow automation and sales forecasting, so your team knows who to call next and managers see the real pipeline.',
      icon: Contact,
    },
    {
      id: 'sales-pipeline-crm',
      name: 'Pipeline CRM',
      description:
        'A simple, affordable CRM built around a visual deal pipeline, ideal for small teams moving off spreadsheets who need structure without a long setup.',
      icon: Funnel,
    },
    {
      id: 'sales-live-chat',
      name: 'Live Chat',
      description:
        'Chat with website visitors in real time, see which pages they viewed and route hot leads to the right salesperson while they are still on your site.',
      icon: MessagesSquare,
    },
    {
      id: 'sales-bookings',
      name: 'Bookings',
      description:
        'Let customers book demos, consultations or appointments from your website, with automatic reminders and calendar sync that cut down no-shows and back-and-forth emails.',
      icon: CalendarCheck,
    },
    {
      id: 'sales-forms',
      name: 'Forms',
      description:
        'Build enquiry, order and registration forms without code, and send every submission straight into your CRM, spreadsheets or email so leads are captured automatically.',
      icon: ClipboardList,
    },
    {
      id: 'sales-route-planner',
      name: 'Route Planner',
      description:
        'Plan daily visit routes for field sales reps, log check-ins on mobile and track territory coverage, so reps spend more time with customers and less time travelling.',
      icon: Route,
    },
    {
      id: 'sales-telephony',
      name: 'Cloud Telephony',
      description:
        'Make and receive business calls from the browser or mobile app, with call recording, IVR menus and automatic call logging against CRM records.',
      icon: PhoneCall,
    },
    {
      id: 'sales-quotes',
      name: 'Quotes',
      description:
        'Create accurate quotes from a product catalogue with approved discounts and tax rules, send them for online approval and convert accepted quotes into orders.',
      icon: FileText,
    },
  ],
  marketing: [
    {
      id: 'marketing-campaigns',
      name: 'Campaigns',
      description:
        'Design, send and track email newsletters and promotions with ready templates, list segmentation and open and click reports, all synced with your customer data.',
      icon: Mail,
    },
    {
      id: 'marketing-automation',
      name: 'Marketing Automation',
      description:
        'Build customer journeys that send the right message based on behaviour, score leads automatically and hand sales-ready prospects to your sales team at the right time.',
      icon: Workflow,
    },
    {
      id: 'marketing-social',
      name: 'Social',
      description:
        'Schedule posts across social networks from one calendar, reply to comments and messages in a shared inbox and see which content actually drives engagement.',
      icon: Share2,
    },
    {
      id: 'marketing-survey',
      name: 'Survey',
      description:
        'Create customer satisfaction, feedback and market research surveys, share them by email, link or QR code and analyse the results with built-in reports.',
      icon: ClipboardCheck,
    },
    {
      id: 'marketing-sites',
      name: 'Sites',
      description:
        'Build a mobile-friendly business website with a drag-and-drop editor, your own domain and built-in SEO settings, without hiring a developer for every change.',
      icon: Globe,
    },
    {
      id: 'marketing-landing-pages',
      name: 'Landing Pages',
      description:
        'Launch campaign landing pages with lead capture forms, run A/B tests on headlines and layouts, and send every signup directly into your CRM.',
      icon: PanelsTopLeft,
    },
    {
      id: 'marketing-webinar',
      name: 'Webinar',
      description:
        'Host product demos, training sessions and online seminars with registration pages, polls and Q&A, then follow up with attendees using the engagement data collected.',
      icon: Presentation,
    },
    {
      id: 'marketing-backstage',
      name: 'Backstage',
      description:
        'Manage in-person conferences and trade events end to end, from ticketing and agenda to speaker management, attendee check-in and post-event reporting.',
      icon: Ticket,
    },
    {
      id: 'marketing-virtual-events',
      name: 'Virtual Events',
      description:
        'Run online and hybrid events with live sessions, virtual booths and networking rooms, so you can reach attendees across cities without venue costs.',
      icon: Video,
    },
    {
      id: 'marketing-page-insights',
      name: 'Page Insights',
      description:
        'See how visitors use your website with heatmaps, funnels and session recordings, and run A/B tests to find out which changes actually increase conversions.',
      icon: MousePointerClick,
    },
    {
      id: 'marketing-listings',
      name: 'Listings',
      description:
        'Keep your business name, address, hours and phone number consistent across maps and online directories, so local customers find accurate details when they search.',
      icon: MapPin,
    },
    {
      id: 'marketing-loyalty',
      name: 'Loyalty',
      description:
        'Run referral, affiliate and loyalty reward programmes that encourage repeat purchases and word-of-mouth, with tracking of points, commissions and payouts.',
      icon: Gift,
    },
    {
      id: 'marketing-sms',
      name: 'SMS Marketing',
      description:
        'Send promotional and transactional SMS and chat-app messages to opted-in customers, with template approval, delivery reports and unsubscribe handling built in.',
      icon: MessageSquareText,
    },
    {
      id: 'marketing-reviews',
      name: 'Reviews',
      description:
        'Request reviews from happy customers, monitor ratings across review sites and respond from one dashboard, helping you build a stronger online reputation.',
      icon: Star,
    },
    {
      id: 'marketing-analytics',
      name: 'Marketing Analytics',
      description:
        'Bring campaign, website, social and ad data into one dashboard and see which channels generate leads and revenue, so you spend your budget where it works.',
      icon: ChartPie,
    },
  ],
  service: [
    {
      id: 'service-desk',
      name: 'Desk',
      description:
        'A multichannel helpdesk that turns email, phone, chat and social messages into tickets, with SLAs, automation and a customer portal to keep response times under control.',
      icon: Headphones,
    },
    {
      id: 'service-assist',
      name: 'Assist',
      description:
        "Securely view and control a customer's computer or phone for remote support, with session recording and unattended access for machines you maintain.",
      icon: MonitorSmartphone,
    },
    {
      id: 'service-lens',
      name: 'Lens',
      description:
        'Guide customers and field staff through repairs using live video with augmented reality annotations, resolving hardware issues without sending a technician on site.',
      icon: ScanEye,
    },
    {
      id: 'service-field-service',
      name: 'Field Service',
      description:
        'Schedule and dispatch technicians, track jobs on a map, capture signatures and photos on mobile and invoice the customer as soon as the work is done.',
      icon: Truck,
    },
    {
      id: 'service-help-center',
      name: 'Help Center',
      description:
        'Publish FAQs, how-to guides and product documentation in a searchable knowledge base, so customers find answers themselves and your team handles fewer repetitive tickets.',
      icon: BookBookmark,
    },
    {
      id: 'service-chatbot',
      name: 'Chatbot',
      description:
        'Answer common questions on your website and messaging channels around the clock using your knowledge base, and hand over to a human agent when needed.',
      icon: Bot,
    },
  ],
  finance: [
    {
      id: 'finance-books',
      name: 'Books',
      description:
        'Online accounting with GST-compliant invoicing, bank feeds, reconciliation and financial statements, giving you an up-to-date picture of cash flow and profit.',
      icon: BookOpen,
    },
    {
      id: 'finance-invoice',
      name: 'Invoice',
      description:
        'Create professional invoices and estimates, send automatic payment reminders and accept online payments, a free and simple option for freelancers and very small businesses.',
      icon: Receipt,
    },
    {
      id: 'finance-expense',
      name: 'Expense',
      description:
        'Capture receipts on mobile, apply spending policies automatically and approve travel and expense claims online, so employees are reimbursed faster and audits are easier.',
      icon: ReceiptText,
    },
    {
      id: 'finance-inventory',
      name: 'Inventory',
      description:
        'Track stock across warehouses and sales channels, manage purchase and sales orders and get reorder alerts, so you avoid both stockouts and excess stock.',
      icon: Package,
    },
    {
      id: 'finance-billing',
      name: 'Billing',
      description:
        'Automate recurring invoices and subscription billing with plan changes, prorations and dunning, ideal for SaaS, retainer and membership businesses.',
      icon: Repeat,
    },
    {
      id: 'finance-payroll',
      name: 'Payroll',
      description:
        'Run monthly payroll with automatic PF, ESI, TDS and professional tax calculations, generate payslips and file statutory returns on time.',
      icon: Banknote,
    },
    {
      id: 'finance-checkout',
      name: 'Checkout',
      description:
        'Create hosted payment pages for fees, donations or one-off sales and share them by link or QR code, without building a website or shopping cart.',
      icon: CreditCard,
    },
    {
      id: 'finance-payments',
      name: 'Payments',
      description:
        'Accept UPI, card and net banking payments on invoices and websites, with settlements reconciled automatically in your accounting software.',
      icon: Wallet,
    },
    {
      id: 'finance-practice',
      name: 'Practice',
      description:
        "Practice management for accounting firms to track client work, deadlines and staff time across many clients' books from one dashboard.",
      icon: BriefcaseBusiness,
    },
    {
      id: 'finance-procurement',
      name: 'Procurement',
      description:
        'Raise purchase requests, collect vendor quotes and route purchase orders for approval, giving you control over spending before the bill arrives.',
      icon: ShoppingBag,
    },
    {
      id: 'finance-gst-compliance',
      name: 'GST Compliance',
      description:
        'Generate e-invoices and e-way bills, reconcile purchase data with supplier filings and prepare GST returns, reducing errors and last-minute filing stress.',
      icon: FileCheck,
    },
  ],
  emailCollaboration: [
    {
      id: 'emailCollaboration-mail',
      name: 'Mail',
      description:
        'Ad-free business email on your own domain with shared calendars, contacts and strong spam protection, managed centrally from an admin console.',
      icon: Inbox,
    },
    {
      id: 'emailCollaboration-team-chat',
      name: 'Team Chat',
      description:
        'Organise team conversations into channels and direct messages, share files and get notifications from your business apps, cutting down on internal email.',
      icon: MessageCircle,
    },
    {
      id: 'emailCollaboration-meeting',
      name: 'Meeting',
      description:
        'Hold secure video meetings with screen sharing, recording and dial-in numbers, and schedule them straight from your calendar or email.',
      icon: Video,
    },
    {
      id: 'emailCollaboration-drive',
      name: 'Drive',
      description:
        'Store, share and collaborate on files in team folders with access controls and version history, so company documents stay with the company when people leave.',
      icon: HardDrive,
    },
    {
      id: 'emailCollaboration-writer',
      name: 'Writer',
      description:
        'Write and edit documents together in real time with comments and tracked changes, and open or export common word processor file formats.',
      icon: FilePen,
    },
    {
      id: 'emailCollaboration-sheet',
      name: 'Sheet',
      description:
        'Collaborative spreadsheets with formulas, pivot tables and charts that work with common spreadsheet formats, so teams can work on the same numbers at once.',
      icon: Sheet,
    },
    {
      id: 'emailCollaboration-show',
      name: 'Show',
      description:
        'Build and present slide decks with ready themes and real-time co-editing, and present directly from a browser, phone or TV.',
      icon: Presentation,
    },
    {
      id: 'emailCollaboration-notebook',
      name: 'Notebook',
      description:
        'Capture notes, checklists, audio, sketches and web clippings in organised notebooks that sync across your phone, tablet and computer.',
      icon: NotebookPen,
    },
    {
      id: 'emailCollaboration-connect',
      name: 'Connect',
      description:
        'A company intranet for announcements, discussions, policies and team spaces, helping everyone stay informed and aligned, including remote and field staff.',
      icon: Newspaper,
    },
    {
      id: 'emailCollaboration-calendar',
      name: 'Calendar',
      description:
        'Shared team calendars with meeting scheduling, free-busy lookup and reminders, integrated with mail and video meetings to make planning simple.',
      icon: Calendar,
    },
    {
      id: 'emailCollaboration-team-inbox',
      name: 'Team Inbox',
      description:
        'Share addresses like sales@ or support@ across a team, assign emails to owners and discuss replies internally, so no customer email goes unanswered.',
      icon: MailCheck,
    },
    {
      id: 'emailCollaboration-wiki',
      name: 'Wiki',
      description:
        'Document processes, policies and how-to guides in a searchable internal wiki with page permissions, preserving team knowledge as your business grows.',
      icon: Library,
    },
    {
      id: 'emailCollaboration-whiteboard',
      name: 'Whiteboard',
      description:
        'Brainstorm, sketch workflows and plan projects on an online canvas with sticky notes and diagrams that the whole team can edit together.',
      icon: PenTool,
    },
    {
      id: 'emailCollaboration-tables',
      name: 'Tables',
      description:
        'Organise data such as leads, inventory or content calendars in flexible tables with grid, kanban and calendar views, without building a database.',
      icon: Table2,
    },
    {
      id: 'emailCollaboration-todo',
      name: 'To-Do',
      description:
        'Manage personal and team tasks with due dates, reminders and shared boards, and turn emails or chat messages into tasks in one click.',
      icon: ListTodo,
    },
    {
      id: 'emailCollaboration-transactional-email',
      name: 'Transactional Email',
      description:
        'Reliably deliver order confirmations, password resets and other automated emails from your apps, with delivery tracking and high inbox placement.',
      icon: Send,
    },
    {
      id: 'emailCollaboration-email-archiving',
      name: 'Email Archiving',
      description:
        'Keep a tamper-proof archive of all company email with retention policies and fast search, helping with compliance, audits and legal requests.',
      icon: Archive,
    },
    {
      id: 'emailCollaboration-screen-recorder',
      name: 'Screen Recorder',
      description:
        'Record your screen and webcam to share quick walkthroughs and updates, replacing some meetings with short videos that colleagues watch when convenient.',
      icon: ScreenShare,
    },
    {
      id: 'emailCollaboration-pdf-editor',
      name: 'PDF Editor',
      description:
        'Edit, annotate, fill and convert PDF files in the browser, and create fillable PDF forms without installing desktop software.',
      icon: FileType,
    },
    {
      id: 'emailCollaboration-desk-booking',
      name: 'Desk Booking',
      description:
        'Let employees reserve desks and meeting rooms for office days, helping hybrid teams coordinate attendance and making better use of office space.',
      icon: DoorOpen,
    },
  ],
  humanResources: [
    {
      id: 'humanResources-people',
      name: 'People',
      description:
        'Central employee records with leave, attendance, approvals and an employee self-service portal, removing HR paperwork and spreadsheets.',
      icon: IdCard,
    },
    {
      id: 'humanResources-recruit',
      name: 'Recruit',
      description:
        'Post jobs to multiple job boards, screen and track candidates through interview stages and send offer letters, all from one applicant tracking system.',
      icon: UserPlus,
    },
    {
      id: 'humanResources-shifts',
      name: 'Shifts',
      description:
        'Create staff schedules in minutes, share them on mobile, manage shift swaps and time-off requests and track hours worked for payroll.',
      icon: CalendarClock,
    },
    {
      id: 'humanResources-temp-staffing',
      name: 'Temp Staffing',
      description:
        'Manage temporary and contract workers from sourcing to scheduling and timesheets, ideal for staffing agencies and businesses with seasonal demand.',
      icon: HardHat,
    },
    {
      id: 'humanResources-learn',
      name: 'Learn',
      description:
        'Build online courses, onboarding programmes and compliance training, assign them to employees and track completion and assessment scores.',
      icon: GraduationCap,
    },
    {
      id: 'humanResources-performance',
      name: 'Performance',
      description:
        'Set goals, run periodic appraisals and collect 360-degree feedback, giving managers a fair, documented basis for reviews and increments.',
      icon: Target,
    },
    {
      id: 'humanResources-attendance',
      name: 'Attendance',
      description:
        'Track check-ins through biometric devices, geofenced mobile apps or web, and feed accurate attendance and overtime data into payroll.',
      icon: FingerprintPattern,
    },
    {
      id: 'humanResources-onboarding',
      name: 'Onboarding',
      description:
        'Collect documents, assign checklists and introduce new hires to their team before day one, so joining is smooth and nothing is forgotten.',
      icon: UserCheck,
    },
  ],
  projectManagement: [
    {
      id: 'projectManagement-projects',
      name: 'Projects',
      description:
        'Plan projects with tasks, milestones and Gantt charts, log billable time and track progress, so teams deliver on schedule and clients get clear status updates.',
      icon: SquareKanban,
    },
    {
      id: 'projectManagement-sprints',
      name: 'Sprints',
      description:
        'Agile planning for software teams with backlogs, sprint boards, story points and burndown charts to keep releases predictable.',
      icon: Timer,
    },
    {
      id: 'projectManagement-bug-tracker',
      name: 'Bug Tracker',
      description:
        'Log, prioritise and track defects through custom workflows with SLAs and release links, so quality issues are fixed before customers notice them.',
      icon: Bug,
    },
  ],
  biAnalytics: [
    {
      id: 'biAnalytics-analytics',
      name: 'Analytics',
      description:
        'Connect data from your business apps, spreadsheets and databases to build interactive dashboards and reports, and get answers without waiting for an analyst.',
      icon: ChartLine,
    },
    {
      id: 'biAnalytics-data-prep',
      name: 'Data Prep',
      description:
        'Clean, transform and merge messy data from multiple sources with a visual interface, so the numbers in your reports are accurate and consistent.',
      icon: DatabaseZap,
    },
    {
      id: 'biAnalytics-embedded-bi',
      name: 'Embedded BI',
      description:
        'Add white-labelled dashboards and reports to your own product or customer portal, giving your clients analytics without building it yourself.',
      icon: Blocks,
    },
    {
      id: 'biAnalytics-app-analytics',
      name: 'App Analytics',
      description:
        'Track usage, crashes and performance in your mobile and web apps while respecting user privacy, so you know which features matter and what to fix first.',
      icon: Smartphone,
    },
  ],
  developerPlatforms: [
    {
      id: 'developerPlatforms-creator',
      name: 'Creator',
      description:
        'A low-code platform to build custom business apps with forms, workflows and reports, for processes that off-the-shelf software does not fit.',
      icon: Code,
    },
    {
      id: 'developerPlatforms-serverless',
      name: 'Serverless',
      description:
        'Build and host backend functions, databases and web apps without managing servers, paying only for what you use as your app grows.',
      icon: Cloud,
    },
    {
      id: 'developerPlatforms-flow',
      name: 'Flow',
      description:
        'Connect your cloud apps and automate workflows between them with a visual builder, so data moves automatically instead of being copied by hand.',
      icon: Zap,
    },
    {
      id: 'developerPlatforms-rpa',
      name: 'RPA',
      description:
        'Automate repetitive desktop and browser tasks such as data entry from legacy systems or portals that have no API, with software bots.',
      icon: Cpu,
    },
    {
      id: 'developerPlatforms-developer-console',
      name: 'Developer Console',
      description:
        'Register applications, manage API keys and OAuth clients and monitor API usage for custom integrations with your suite apps.',
      icon: SquareTerminal,
    },
    {
      id: 'developerPlatforms-extension-sdk',
      name: 'Extension SDK',
      description:
        'Build extensions, widgets and custom functions that add your own features inside suite apps, and share them privately or publish them for others.',
      icon: Puzzle,
    },
    {
      id: 'developerPlatforms-marketplace',
      name: 'Marketplace',
      description:
        'Browse and install ready-made extensions and integrations for accounting, telephony, messaging and more, extending your apps without custom development.',
      icon: Store,
    },
    {
      id: 'developerPlatforms-document-sdk',
      name: 'Document SDK',
      description:
        'Embed document, spreadsheet and presentation editors into your own web application, so users can view and edit files without leaving your product.',
      icon: FileCode,
    },
    {
      id: 'developerPlatforms-test-automation',
      name: 'Test Automation',
      description:
        'Create and run automated tests for web, mobile and API applications with little or no code, catching regressions before each release.',
      icon: FlaskConical,
    },
    {
      id: 'developerPlatforms-api-gateway',
      name: 'API Gateway',
      description:
        'Publish, secure and throttle your APIs behind one endpoint, with authentication, rate limits and usage analytics handled for you.',
      icon: Network,
    },
    {
      id: 'developerPlatforms-bot-builder',
      name: 'Bot Builder',
      description:
        'Design conversational bots for team chat, websites and messaging apps with a visual builder or code, and connect them to your business data.',
      icon: MessageSquareCode,
    },
    {
      id: 'developerPlatforms-data-store',
      name: 'Data Store',
      description:
        'Managed cloud database with backups, access control and APIs, giving custom apps a reliable place to store data without running a database server.',
      icon: Database,
    },
    {
      id: 'developerPlatforms-build-pipelines',
      name: 'Build Pipelines',
      description:
        'Automatically build, test and deploy your code on every change with configurable pipelines, making releases faster and less error-prone.',
      icon: GitBranch,
    },
  ],
  commerce: [
    {
      id: 'commerce-storefront',
      name: 'Commerce',
      description:
        'Launch an online store with product catalogue, cart, payments, shipping and GST invoicing built in, and manage orders and stock from one back office.',
      icon: ShoppingCart,
    },
    {
      id: 'commerce-pos',
      name: 'POS',
      description:
        'A point-of-sale app for retail counters that handles billing, barcode scanning and payments, and keeps in-store stock in sync with your online store and books.',
      icon: Calculator,
    },
  ],
  legal: [
    {
      id: 'legal-sign',
      name: 'Sign',
      description:
        'Send documents for legally valid electronic signatures, track who has signed and store the signed copies securely, replacing print, sign and scan.',
      icon: Signature,
    },
    {
      id: 'legal-contracts',
      name: 'Contracts',
      description:
        'Draft contracts from approved templates, negotiate and approve them online, and get reminders before renewals and obligations fall due.',
      icon: ScrollText,
    },
  ],
  securityIT: [
    {
      id: 'securityIT-vault',
      name: 'Vault',
      description:
        'A team password manager that stores and shares credentials securely, enforces password policies and lets you revoke access instantly when someone leaves.',
      icon: Vault,
    },
    {
      id: 'securityIT-directory',
      name: 'Directory',
      description:
        'Manage user identities with single sign-on and multi-factor authentication across your cloud apps, so staff use one secure login for everything.',
      icon: KeyRound,
    },
    {
      id: 'securityIT-endpoint-manager',
      name: 'Endpoint Manager',
      description:
        'Manage every company laptop and desktop from one console: install software, push configurations and keep an up-to-date inventory of hardware and licences.',
      icon: Laptop,
    },
    {
      id: 'securityIT-patch-manager',
      name: 'Patch Manager',
      description:
        'Automatically detect and deploy missing operating system and third-party application patches, closing security gaps before attackers can use them.',
      icon: RefreshCw,
    },
    {
      id: 'securityIT-mobile-device-manager',
      name: 'Mobile Device Manager',
      description:
        'Enrol company and personal phones, separate work data from personal data, enforce passcodes and wipe lost devices remotely.',
      icon: Smartphone,
    },
    {
      id: 'securityIT-vulnerability-manager',
      name: 'Vulnerability Manager',
      description:
        'Scan endpoints for vulnerabilities and misconfigurations, prioritise them by risk and fix them from the same console, with reports for audits.',
      icon: ShieldExclamationPoint,
    },
    {
      id: 'securityIT-password-self-service',
      name: 'Password Self-Service',
      description:
        'Let employees reset forgotten passwords and unlock their own accounts after verifying their identity, cutting helpdesk tickets and downtime.',
      icon: LockKeyhole,
    },
    {
      id: 'securityIT-browser-security',
      name: 'Browser Security',
      description:
        'Control browser extensions, block risky websites and enforce browser settings across company devices to reduce phishing and data leakage.',
      icon: AppWindow,
    },
    {
      id: 'securityIT-device-control',
      name: 'Device Control',
      description:
        'Control which USB drives and peripherals can connect to company computers, and log file transfers to prevent data theft and malware infections.',
      icon: Usb,
    },
    {
      id: 'securityIT-application-control',
      name: 'Application Control',
      description:
        'Allow only approved applications to run on company devices and remove unnecessary admin rights, reducing the risk from malware and unlicensed software.',
      icon: ShieldCheck,
    },
    {
      id: 'securityIT-data-loss-prevention',
      name: 'Data Loss Prevention',
      description:
        'Find sensitive data such as customer and payment details on endpoints and stop it from leaving through email, cloud uploads or removable drives.',
      icon: FileLock,
    },
    {
      id: 'securityIT-endpoint-protection',
      name: 'Endpoint Protection',
      description:
        'Next-generation antivirus that detects and blocks malware and ransomware on laptops and servers, and helps you investigate and contain threats quickly.',
      icon: Shield,
    },
    {
      id: 'securityIT-firewall-analyzer',
      name: 'Firewall Analyzer',
      description:
        'Analyse firewall logs and rules to spot unused or risky rules, track internet usage and produce compliance reports for your network perimeter.',
      icon: Flame,
    },
    {
      id: 'securityIT-cloud-backup',
      name: 'Cloud Backup',
      description:
        'Back up business email, files and directory data automatically and restore individual items or whole mailboxes after accidental deletion or ransomware.',
      icon: CloudUpload,
    },
  ],
  enterpriseIT: [
    {
      id: 'enterpriseIT-service-desk',
      name: 'Service Desk',
      description:
        'An IT help desk following common service management practices, with incident, problem, change and asset management, so internal IT requests are tracked and resolved within agreed times.',
      icon: Wrench,
    },
    {
      id: 'enterpriseIT-ad-manager',
      name: 'AD Manager',
      description:
        'Create, modify and remove Active Directory users and groups in bulk, automate joiner and leaver tasks and delegate routine work without sharing admin rights.',
      icon: Users,
    },
    {
      id: 'enterpriseIT-ad-audit',
      name: 'AD Audit',
      description:
        'Track logons, permission changes and file access across Active Directory and file servers, with real-time alerts and ready compliance reports.',
      icon: FileSearch,
    },
    {
      id: 'enterpriseIT-log-analyzer',
      name: 'Log Analyzer',
      description:
        'Collect and correlate logs from servers, network devices and applications to detect security incidents and meet audit requirements, a SIEM sized for growing businesses.',
      icon: Activity,
    },
    {
      id: 'enterpriseIT-network-monitor',
      name: 'Network Monitor',
      description:
        'Monitor routers, switches, servers and links for availability and performance, and get alerted before an outage affects your staff or customers.',
      icon: Server,
    },
    {
      id: 'enterpriseIT-privileged-access',
      name: 'Privileged Access Manager',
      description:
        'Vault and rotate admin and server passwords, grant time-limited privileged access and record sessions, so powerful accounts are controlled and auditable.',
      icon: UserLock,
    },
    {
      id: 'enterpriseIT-application-monitor',
      name: 'Application Performance Monitor',
      description:
        'Track response times, errors and resource use across web applications, databases and cloud services, and find the cause of slowdowns quickly.',
      icon: Gauge,
    },
    {
      id: 'enterpriseIT-asset-manager',
      name: 'Asset Manager',
      description:
        'Track hardware and software assets through their lifecycle, including purchases, warranties, licences and assignments, to avoid overspending and audit surprises.',
      icon: Boxes,
    },
    {
      id: 'enterpriseIT-access-reviews',
      name: 'Access Reviews',
      description:
        'Run periodic reviews of who has access to which systems, remove excess permissions and keep evidence of certifications for auditors.',
      icon: UserCog,
    },
    {
      id: 'enterpriseIT-network-config-manager',
      name: 'Network Config Manager',
      description:
        'Back up router and switch configurations automatically, detect unauthorised changes and roll back faulty configurations in a few clicks.',
      icon: Settings,
    },
    {
      id: 'enterpriseIT-cloud-cost-manager',
      name: 'Cloud Cost Manager',
      description:
        'See cloud infrastructure spending by team and project, spot idle resources and get budget alerts, so your cloud bill stays predictable.',
      icon: CloudCog,
    },
    {
      id: 'enterpriseIT-os-deployer',
      name: 'OS Deployer',
      description:
        'Create standard operating system images and deploy them to new or repaired computers over the network, cutting set-up time for each machine.',
      icon: HardDriveDownload,
    },
    {
      id: 'enterpriseIT-bandwidth-analyzer',
      name: 'Bandwidth Analyzer',
      description:
        'See which users, applications and devices consume your network bandwidth, and find the cause of slow internet or congested office links.',
      icon: ChartNoAxesCombined,
    },
  ],
};
