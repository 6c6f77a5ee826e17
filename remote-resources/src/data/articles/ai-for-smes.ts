export default `Artificial intelligence has moved from conference keynotes into the everyday software small businesses already pay for. Assistants that summarise emails, draft replies, forecast sales or read invoices are now built into CRM, accounting and helpdesk tools. The question for an SME owner is no longer whether AI is real, but which uses are worth switching on, and which are distractions.

## Start with problems, not with AI

The most common mistake we see is starting from the technology: "we should be doing something with AI." A better starting point is a list of tasks that are repetitive, time-consuming and based on information you already hold. Those are where AI pays off fastest.

Ask your team a simple question: what do you do every week that feels like copying, sorting or rewriting? The answers usually point straight at the right use cases.

## Practical uses that work today

### Sales and customer management

- **Lead scoring.** AI in a CRM such as CRM Plus can rank leads by how closely they resemble customers who bought before, so salespeople call the most promising ones first.
- **Meeting and email summaries.** Long email threads and call notes condensed into a few lines on the customer record.
- **Drafting follow-ups.** First drafts of proposals and follow-up emails that a salesperson reviews and personalises.

### Customer support

- **Reply suggestions.** In a helpdesk such as Service Plus, AI can propose answers based on your knowledge base, cutting handling time for routine questions.
- **Ticket triage.** Automatic tagging by topic, urgency and sentiment so angry or high-value customers reach the right person quickly.

### Finance and operations

- **Invoice and receipt capture.** Reading supplier bills and expense receipts and pre-filling entries, which staff then approve.
- **Anomaly alerts.** Flagging unusual expenses, duplicate payments or customers whose payment behaviour is changing.
- **Cash-flow and demand forecasts.** Useful as a second opinion alongside your own judgement, especially with two or more years of clean history.

### Internal productivity

- **Document search.** Asking a question in plain language and getting an answer from your own policies, price lists and manuals.
- **Writing help.** Job descriptions, policy drafts and marketing copy as a starting point.

## What AI will not do for you

AI does not fix bad data. If your CRM is full of duplicates and half-filled records, predictions will be confidently wrong. It also does not replace judgement: drafts need review, forecasts need a sense check, and anything sent to a customer needs a human who is accountable for it.

## A low-risk way to begin

- **Pick two use cases.** Choose ones with clear, measurable outcomes, such as time to reply to support tickets or hours spent on bill entry.
- **Use the AI built into your existing suite first.** It already sees your data and respects your permissions, which is safer and cheaper than adding new standalone tools.
- **Measure a baseline.** Record how long the task takes today, and what the error rate is, before switching anything on.
- **Run a four to six week pilot** with a small group who are willing to give honest feedback.
- **Review and decide.** Keep what saved time or improved quality; switch off what did not.

## Risks to manage

**Data privacy.** Understand where your data is processed and whether it is used to train external models. Do not paste customer or employee personal data into free public tools.

**Over-trust.** AI can produce fluent, plausible and wrong answers. Keep a human review step for anything financial, legal or customer-facing.

**Hidden costs.** Some AI features are priced per use or per add-on. Check how costs scale before rolling out to the whole team.

**Change fatigue.** Staff may worry that AI threatens their jobs. Be open that the aim is to remove drudgery, and involve them in choosing what to automate.

## SME AI checklist

- Two specific, measurable use cases identified
- Baseline time and quality recorded
- Data for those use cases reasonably clean
- AI features in your existing suite reviewed first
- Clear policy on what data may be used with AI tools
- Human review step defined for customer-facing output
- Pilot group and end date agreed

Used thoughtfully, AI gives small businesses something they rarely have enough of: time. The winners will not be the businesses with the most AI features switched on, but the ones that applied it to the right few problems and kept people firmly in charge.
`;
