export default `A typical small business in India now pays for somewhere between six and twelve separate software subscriptions: one for sales, one for accounts, one for email, a payroll tool, a helpdesk, a survey tool and a handful of others picked up along the way. Each one solved a real problem when it was bought. Together, they often create a new one: data scattered across systems that do not talk to each other, and staff who spend hours copying information between them.

In 2025, integrated business suites have matured to the point where that trade-off no longer makes sense for most small and mid-sized businesses.

## What an integrated suite is

An integrated suite is a family of applications built on a shared platform: the same customer records, the same user accounts, the same permissions and, increasingly, the same reporting and automation layer. CRM Plus, Finance Plus, People Plus, Service Plus, Projects Plus, Marketing Plus and Workplace are examples of modules that can be adopted one at a time and switched on as the business needs them.

The key difference from a collection of point tools is that a customer, an employee or an invoice exists once. When sales updates a customer's address, accounts and support see the change immediately.

## Why 2025 is a good moment to consolidate

### Pricing has shifted in favour of bundles

Per-user bundle pricing for suites is now often lower than the combined cost of three or four standalone tools. In the audits we run, businesses with fifteen to forty staff commonly find twenty to thirty-five percent savings on subscriptions, before counting time saved.

### AI features work better on connected data

Built-in AI assistants can summarise customer history, flag late-paying accounts or draft replies to support tickets. They are only as useful as the data they can see. A suite gives them the whole picture instead of one fragment.

### Compliance expectations are rising

With India's Digital Personal Data Protection Act setting out clearer obligations for businesses, knowing where personal data lives and who can access it matters. One platform with central access control and audit logs is far easier to manage than a dozen separate accounts.

## When a suite is not the right answer

Consolidation is not always correct. Keep a specialist tool when:

- It handles something genuinely industry-specific, such as a hospital information system or a manufacturing execution system.
- Switching would disrupt a process that works well and that customers depend on daily.
- The suite's equivalent module is clearly immature for your use case.

In those cases, connect the specialist tool to the suite through its standard integrations rather than replacing it.

## How to move without disruption

A sensible migration runs in phases rather than as a single big switch:

- **Map what you have.** List every tool, who uses it, what it costs, and what data it holds. Most businesses discover at least two tools nobody uses any more.
- **Pick the anchor module.** Start where the pain is greatest, usually CRM Plus for sales-led businesses or Finance Plus for businesses drowning in invoice reconciliation.
- **Migrate master data once.** Clean customers, products and employees before moving them. These records will be shared by every later module, so quality here pays off repeatedly.
- **Add modules every four to eight weeks.** Give each one time to settle before the next arrives. Staff fatigue is a real risk.
- **Retire old tools deliberately.** Set a date, export archives, and cancel subscriptions. Running old and new systems in parallel for months doubles work and cost.

## Pitfalls we see often

**Buying every module on day one.** An annual contract for modules you will not switch on for a year is wasted money. Start small; suites are designed to grow.

**Skipping the permissions design.** In a shared platform, a sloppy role setup can expose salary data to the sales team. Define roles before inviting users.

**Assuming integration means automation.** Modules share data, but your workflows, such as approval rules and handoffs, still need to be designed and configured.

## Checklist before you commit

- Full inventory of current tools and their annual costs
- Clear list of the three biggest problems you want the suite to solve
- Anchor module chosen and a phased timeline agreed
- Master data cleaned and an owner named for each data set
- Role and permission model drafted
- Retirement dates set for tools being replaced
- Success measures defined, such as hours saved or days to close month-end

An integrated suite will not fix a broken process on its own. What it does is remove the friction between teams, so that improving a process in one department does not create extra work in another.
`;
