export default `## The client

A Hyderabad-based home and kitchen retailer with five neighbourhood stores and an online shop. The business had built a loyal following over twelve years, with around 38,000 customer records collected at billing counters, through online orders and at in-store events.

## The challenge

New customers were arriving steadily, but too few came back. Only 28 percent of customers made a second purchase within twelve months, and the owners suspected they were spending heavily to acquire shoppers they then forgot about.

Our initial review found:

- **Customer data in silos.** Store billing, the online shop and a loyalty card scheme each held separate customer lists, with heavy duplication and no single view of what anyone had bought.
- **One-size-fits-all messaging.** Marketing meant a monthly promotional blast to every contact, regardless of what they had bought or when. Unsubscribe rates were climbing.
- **Limited consent records.** Many phone numbers and emails had been collected without a clear record of permission to send marketing messages.
- **No way to measure return.** Nobody could say whether a campaign had brought customers back into the stores or simply discounted purchases they would have made anyway.

## Our approach

### A single customer view

We consolidated the three customer lists into CRM Plus, matching records on phone number and email. After cleaning, the 38,000 records resolved to about 26,500 unique customers. Store billing and the online shop were then connected so every new purchase updated the customer's profile automatically.

### Consent done properly

We introduced a short, clear opt-in at the billing counter and at online checkout, with a record of when and how consent was given. A re-permission campaign invited existing contacts to confirm their preferences. Contacts who did not respond were excluded from marketing, which reduced the list in the short term but improved deliverability and trust.

### Segments based on behaviour

Using purchase history, we defined five working segments: first-time buyers, regulars, high-value customers, lapsing customers with no purchase in 120 days, and buyers of consumables such as water filter cartridges and cookware care products.

### Automated customer journeys

In Marketing Plus we built six automated journeys, each with a clear purpose:

- **Welcome and care tips** for first-time buyers, with use and care advice for the product they had just bought, and a modest second-visit offer after 30 days.
- **Reorder reminders** for consumables, timed to typical replacement cycles.
- **Birthday and anniversary greetings** with a small in-store voucher.
- **Win-back messages** for lapsing customers, starting with new arrivals before any discount.
- **Post-purchase feedback** requests, with low ratings routed to the store manager through Service Plus for a personal call.
- **Early access to seasonal sales** for high-value customers before public launch.

Messages went out by email and SMS according to each customer's stated preference.

### Measuring incremental impact

For each journey we held back a small random control group that did not receive messages. Comparing the two groups showed the real, incremental effect rather than crediting automation for purchases that would have happened anyway.

## The results

Nine months after the first journeys went live:

- **The repeat customer rate rose by 25 percent**, from 28 to 35 percent of customers buying again within twelve months.
- **Contactable customers with recorded consent grew from about 11,000 to 24,000.**
- **Revenue from repeat customers increased by 18 percent** year on year.
- **Consumable reorders through the reminder journey lifted category sales by 22 percent.**
- **Average discount per repeat purchase fell**, because win-back journeys led with new products rather than price cuts.
- **Unsubscribe rates dropped below 0.5 percent per message**, down from over 2 percent for the old monthly blasts.
- **Marketing team time on campaigns fell by roughly ten hours a week**, freeing time for store events and content.

Control group comparisons confirmed that the reorder and welcome journeys produced the largest incremental uplift, while birthday messages were pleasant but had smaller measurable impact.

## Lessons for other retailers

**Clean data before clever automation.** Merging duplicate records was unglamorous but made every later step work.

**Consent is an asset, not an obstacle.** A smaller list of willing contacts performed far better than a large list of strangers.

**Lead with usefulness.** Care tips and timely reorder reminders earned more repeat visits than discounts, and protected margins.

**Always keep a control group.** Without one, it is easy to overestimate what automation achieves and invest in the wrong journeys.

**Close the loop with stores.** Routing poor feedback to store managers turned unhappy customers into returning ones more often than any campaign.

## At a glance

- Industry: home and kitchen retail, five stores plus online
- Customer base: about 26,500 unique customers after cleaning
- Modules: CRM Plus, Marketing Plus, Service Plus
- Implementation time: ten weeks to the first live journeys
- Headline result: 25 percent increase in repeat customer rate
`;
