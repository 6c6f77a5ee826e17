export default `## The client

A family-owned precision components manufacturer near Pune, supplying machined parts to automotive and pump manufacturers. The company employs around 120 people across one plant and a small head office, and handles roughly 350 customer orders a month.

## The challenge

The shop floor was well run. The problems sat around it, in the paperwork and hand-offs that connected sales, planning, stores, dispatch and accounts.

- **The same data typed four times.** A customer order was entered in a sales spreadsheet, re-entered on a production planning sheet, written on a job card, and typed again into the accounting system for invoicing. Office staff spent an estimated 70 hours a week on re-entry and correction.
- **No live view of order status.** When customers called to ask about delivery, staff walked to the shop floor to find out.
- **Stock surprises.** Raw material shortages were discovered when a job was about to start, causing idle machine time and rushed purchases at premium prices.
- **Slow month-end.** Closing the books took 12 working days, so management reviewed last month's performance when the current month was almost over.
- **On-time delivery of 76 percent**, well below what two key customers now required from their suppliers.

## Our approach

### Agreeing on what efficiency meant

Before designing anything, we agreed a single headline measure with the owners: orders completed and dispatched per total staff hour across sales, planning, stores, dispatch and accounts. This kept the project focused on end-to-end flow rather than any one department. Supporting measures included order-to-dispatch time, on-time delivery and month-end close duration.

### Mapping the order journey

We followed ten real orders from enquiry to payment, recording every hand-off, approval and spreadsheet. The map showed 23 separate steps, nine of which existed only to copy or check information.

### Building one connected flow

We implemented an integrated suite in three phases over four months:

- **Phase one: orders and inventory.** Finance Plus became the single system for sales orders, purchase orders, inventory and invoicing. Reorder levels were set for the 180 most-used raw materials, with automatic alerts to purchasing.
- **Phase two: production tracking.** Projects Plus tracked each order as a set of tasks through cutting, machining, finishing, quality check and dispatch. Supervisors updated status from tablets on the shop floor in a few taps.
- **Phase three: people and communication.** People Plus handled shift rosters and attendance, feeding payroll directly. Workplace gave supervisors and office staff shared channels for each key customer, replacing scattered phone calls.

### Training by role

Supervisors, stores staff and accounts each received short, hands-on sessions built around their own daily tasks, in Marathi, Hindi or English as preferred. Two internal champions were trained in depth to support colleagues after go-live.

## The results

Six months after the final phase went live, compared with the six months before the project:

- **Efficiency improved by 30 percent**, with orders completed per staff hour rising from 0.10 to 0.13 on a comparable order mix.
- **Manual data re-entry fell from about 70 to 20 hours a week.**
- **Average order-to-dispatch time dropped from 18 to 13 days.**
- **On-time delivery rose from 76 to 92 percent**, meeting the targets of both key customers.
- **Month-end close shortened from 12 to 5 working days.**
- **Emergency raw material purchases fell by roughly 60 percent**, reducing premium freight and price costs.

No staff were let go. The hours freed in the office were redirected to supplier follow-up, quality documentation and quoting, and the company took on a new export customer without adding office headcount.

## Lessons for other manufacturers

**Look around the machines, not just at them.** Many small manufacturers have already optimised the shop floor. The hidden waste is in the information flow that surrounds it.

**Define efficiency before you chase it.** One agreed measure stopped departments from optimising their own piece at the expense of the whole.

**Make updates easy for the floor.** Supervisors will not fill in long forms between jobs. A few taps on a tablet is the realistic limit.

**Phase the rollout.** Starting with orders and inventory delivered visible wins early, which made the later phases far easier to adopt.

**Invest in local champions.** Two well-trained insiders answered most day-to-day questions, keeping momentum after go-live.

## At a glance

- Industry: precision engineering and machined components
- Team size: around 120 people
- Modules: Finance Plus, Projects Plus, People Plus, Workplace
- Implementation time: four months in three phases
- Headline result: 30 percent improvement in end-to-end order efficiency
`;
