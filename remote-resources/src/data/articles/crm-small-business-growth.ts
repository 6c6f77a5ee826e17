export default `Most small businesses do not lose customers because their product is weak. They lose them because a follow-up was forgotten, a quote sat in someone's inbox for a week, or the one person who knew the customer's history went on leave. A CRM (customer relationship management system) fixes exactly that kind of leak. Used well, it becomes the single place where every lead, conversation and deal lives, so growth stops depending on memory and heroics.

## Signs you have outgrown spreadsheets

Spreadsheets are a perfectly good start. They stop working when the business starts to grow. Watch for these signals:

- Two salespeople have called the same prospect in the same week.
- Nobody can say with confidence how many deals will close this month.
- Leads from your website, phone and walk-ins end up in different places, and some end up nowhere.
- When a team member leaves, their customer relationships leave with them.
- You spend the first hour of every Monday meeting reconciling numbers instead of deciding what to do.

If three or more of these sound familiar, a CRM will probably pay for itself within the first two quarters.

## What a CRM actually changes

### Every lead gets an owner and a next step

The most valuable CRM habit is simple: no open lead or deal exists without an owner and a dated next action. Once that rule is enforced, follow-ups stop slipping. In our projects, response time to new enquiries typically drops from days to hours within the first month, and that alone lifts conversion.

### A pipeline you can read at a glance

A pipeline splits your sales process into stages, for example *New enquiry*, *Qualified*, *Proposal sent*, *Negotiation* and *Won or lost*. Each deal carries a value and an expected close date. Suddenly you can see where deals get stuck, which stage loses the most, and what revenue is realistically coming next month.

### Customer history in one place

Emails, calls, meeting notes, quotes and invoices attach to the customer record. When a customer calls, anyone on the team can pick up the conversation without asking them to repeat themselves. That is the difference between feeling like a small business and feeling like a disorganised one.

## A practical 30-day rollout

You do not need a six-month project. For a team of five to twenty people, this sequence works well:

- **Week 1: Define your process.** Write down your sales stages on one page, agree what must be true to move a deal from one stage to the next, and decide which fields you really need. Fewer is better.
- **Week 2: Clean and import data.** Export contacts from spreadsheets, email and phones. Remove duplicates and obviously dead records before importing. Importing a mess just gives you a faster mess.
- **Week 3: Connect your lead sources.** Route web forms, email enquiries and phone leads directly into the CRM with automatic assignment, so nothing depends on someone copying details across.
- **Week 4: Train, then review.** Run short, role-specific training sessions. At the end of the week, hold your first pipeline review inside the CRM rather than from a separate report.

## Common pitfalls to avoid

**Over-customising on day one.** It is tempting to add forty custom fields and a dozen automations immediately. Start with the minimum, use it for a month, then add what the team actually asks for.

**Treating it as a management surveillance tool.** If salespeople feel the CRM exists only to check up on them, they will update it as little as possible. Show them what it gives back: automatic reminders, email templates, fewer status meetings.

**No single owner.** Someone inside the business, not just the consultant, must own the system, keep data tidy and field questions. Two to three hours a week is usually enough.

**Ignoring the rest of the business.** A CRM that does not talk to your accounting or support tools creates a new silo. If you use an integrated suite, connect CRM Plus with Finance Plus so quotes become invoices without retyping, and with Service Plus so sales can see open support tickets before a renewal call.

## Measuring growth, not activity

Track a handful of numbers monthly: new leads by source, lead response time, conversion rate from qualified lead to won deal, average deal size and sales cycle length. Improving any one of them by ten to fifteen percent compounds quickly. Resist dashboards with thirty charts; if a number would not change a decision, leave it out.

## Quick checklist

- Sales stages written down and agreed by the team
- Every open deal has an owner and a dated next step
- All lead sources flowing into the CRM automatically
- Duplicates removed before import
- One internal system owner named
- Monthly review of five core metrics
- CRM connected to invoicing and support

A CRM is not a magic growth engine. It is discipline made easy. Get the basics right, keep it simple, and the growth comes from all the small things that stop falling through the cracks.
`;
