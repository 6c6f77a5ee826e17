export default `## The client

A Bengaluru-based B2B SaaS startup selling scheduling and billing software to clinics and diagnostic centres. At the start of the engagement it had 22 employees, a six-person sales team, and monthly recurring revenue of about Rs 10 lakh. Demand was healthy, but growth had flattened for three consecutive quarters.

## The challenge

The founders believed they had a lead generation problem. A two-week review of their sales process showed something different: plenty of leads were arriving, but too many were leaking out before anyone spoke to them properly.

- **Leads were scattered.** Website sign-ups landed in a shared inbox, event contacts sat in personal spreadsheets, and referrals arrived by phone and were noted on paper.
- **Slow first response.** The average time from enquiry to first call was 31 hours. For a clinic manager comparing three vendors, that was often too late.
- **No shared pipeline.** Forecasts were built each Friday by asking every salesperson for their numbers, and were routinely off by 40 percent or more.
- **Renewals handled by accident.** Nobody owned the renewal calendar, and monthly churn had crept up to 3.2 percent.

## Our approach

### Process first, software second

We ran two workshops with the sales team and founders to map how a clinic actually buys: first enquiry, demo, trial, proposal, decision. We agreed clear exit criteria for each stage, for example that a deal could only move to *Proposal* once the decision maker had attended a demo.

### A focused CRM Plus rollout

We implemented CRM Plus in five weeks, deliberately keeping the first version small:

- Every lead source, including web forms, the demo booking page and event uploads, fed directly into the CRM.
- Round-robin assignment by region, with an automatic alert if a new lead was not contacted within two business hours.
- A six-stage pipeline with mandatory next-step dates on every open deal.
- Email templates and a demo follow-up sequence so reps spent less time writing and more time talking.
- Around 4,800 historical contacts cleaned, de-duplicated and imported.

### Connecting sales to billing and support

In the second phase we linked CRM Plus with Finance Plus, so accepted proposals created subscription invoices automatically, and with Service Plus, so account managers could see open tickets before renewal calls. A renewal pipeline flagged every account 60 days before its contract end date.

### Coaching the habit

For the first eight weeks we joined the weekly pipeline review, which now ran directly from the CRM. The sales head took over as system owner from week six.

## The results

Over the 18 months following go-live, measured against the quarter before the project:

- **Monthly recurring revenue grew 150 percent**, from about Rs 10 lakh to Rs 25 lakh.
- **Average first response time fell from 31 hours to under 2 hours.**
- **Conversion from qualified lead to paying customer rose from 12 to 19 percent.**
- **Monthly churn dropped from 3.2 to 1.8 percent**, thanks to proactive renewal outreach.
- **Forecast accuracy improved to within 10 percent** of actual bookings for most months.
- **Average deal size rose by about 15 percent**, as reps had time to propose multi-location plans.

The founders are clear that the CRM did not create demand by itself. The startup also raised prices modestly and expanded to two new cities during this period. But the leadership team attributes most of the improvement in conversion and retention to the new process and the visibility it gave them, and the company was able to support that expansion without adding sales headcount for the first year.

## Lessons for other startups

**The leak is usually in the middle of the funnel.** Before spending more on marketing, check what happens to the leads you already have.

**Speed of response is a competitive weapon.** Simple automatic assignment and alerts delivered one of the biggest early gains, and cost almost nothing.

**Keep version one small.** We launched with only the fields and automations the team needed. Additions came from real requests, which kept adoption high.

**Retention is a sales process too.** Treating renewals as a pipeline with owners and dates had almost as much revenue impact as new sales.

**Name an internal owner early.** Handing ownership to the sales head in week six meant the system kept improving after our engagement ended.

## At a glance

- Industry: B2B SaaS for healthcare providers
- Team size: 22 people, six in sales
- Modules: CRM Plus, Finance Plus, Service Plus
- Implementation time: five weeks for phase one, four more for integrations
- Headline result: 150 percent growth in monthly recurring revenue in 18 months
`;
