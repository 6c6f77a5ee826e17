export default `Most small businesses spend on marketing every month without being sure what it returns. A few posts here, a paid campaign there, a festive-season offer that felt successful. Data-driven marketing does not require a data science team or a large budget. It simply means deciding where to spend time and money based on evidence rather than habit, and it is well within reach of any business that already keeps customer records.

## The numbers that actually matter

Before adding dashboards, agree on a short list of measures everyone understands:

- **Cost per lead** for each channel: what you spend divided by the enquiries it brings.
- **Lead-to-customer conversion rate:** how many enquiries become paying customers, by source.
- **Customer acquisition cost:** total sales and marketing spend divided by new customers won.
- **Repeat purchase rate:** the share of customers who buy again within a set period.
- **Customer lifetime value:** roughly, average order value multiplied by purchase frequency and the typical length of the relationship.

If customer lifetime value is at least three times acquisition cost, your marketing is usually healthy. If you cannot calculate these numbers at all, that is the first problem to solve.

## Build a simple data foundation

### Capture the source of every lead

Every enquiry should carry where it came from: search, social media, referral, event, walk-in or a specific campaign. Use tagged links in campaigns and a required "how did you hear about us" field on forms and in the CRM. Without source data, nothing else works.

### Connect marketing to sales

Marketing tools often report clicks and opens, while sales knows which deals closed. When a marketing module such as Marketing Plus shares records with CRM Plus, you can see which campaign produced revenue, not just traffic. This single connection changes more decisions than any other.

### Keep one customer record

Combine online and offline purchases, support history and email engagement on one customer profile. Duplicate records inflate your contact counts and distort every rate you calculate.

## Turning data into action

### Segment your audience

Instead of sending the same message to everyone, group customers by behaviour: first-time buyers, regulars, lapsed customers, high-value accounts. Even three or four segments usually lift engagement noticeably compared with a single mass mailing.

### Automate the predictable moments

Welcome sequences for new subscribers, reminders for abandoned enquiries, reorder prompts timed to typical product usage, and win-back offers for customers who have gone quiet are all easy to automate once the data is in place.

### Test one thing at a time

Try two subject lines, two offers or two landing pages, and compare results on a meaningful sample. Change one variable per test, and let it run long enough to see a real difference rather than noise.

### Reallocate budget monthly

Review cost per customer by channel each month and shift budget towards what converts. Small, regular adjustments beat a big annual rethink.

## Pitfalls to avoid

**Vanity metrics.** Followers, impressions and open rates are easy to grow and easy to misread. Always trace them through to enquiries and sales.

**Last-click blindness.** A customer might discover you through social media, read two blog posts and finally call after seeing a search ad. Giving all the credit to the final step undervalues the channels that started the journey.

**Ignoring consent.** India's data protection law expects clear consent for marketing communications and an easy way to opt out. Keep consent records with each contact and honour unsubscribes promptly.

**Too much data, too few decisions.** A report nobody acts on is just decoration. For every chart, ask what you would do differently if the number went up or down.

## Monthly data-driven marketing checklist

- Source captured on every new lead
- Marketing and CRM records connected
- Cost per lead and cost per customer reviewed by channel
- At least three customer segments in active use
- One test running, with a clear success measure
- Automated journeys checked for errors and relevance
- Budget shifted towards the best-performing channels
- Consent and unsubscribe records up to date

You do not need perfect data to start. Begin with lead sources and one or two automated journeys, review the numbers every month, and your marketing will steadily move from guesswork to a system you can trust and scale.
`;
