export default `In many small businesses, HR lives in three places: a spreadsheet of employee details, a folder of scanned documents, and the founder's memory. It works until the team crosses twenty or thirty people, or until the first audit, a payroll error, or a key manager leaving with all the leave records on their laptop. Cloud HR software replaces that patchwork with one system that employees, managers and the finance team can all use, from the office or from a phone.

## What cloud HR covers

A modern HR module such as People Plus typically handles:

- **Employee records.** Personal details, contracts, documents and job history in one secure place.
- **Leave and attendance.** Online leave requests, approvals, holiday calendars, shift rosters and attendance from web, mobile or biometric devices.
- **Onboarding and exits.** Checklists that make sure laptops, access, paperwork and induction happen on time, and that access is removed on the last day.
- **Performance and goals.** Simple review cycles, goal tracking and feedback records.
- **Employee self-service.** Staff download payslips, update bank details and apply for leave without emailing HR.

Connected to payroll, the same data feeds salary runs, statutory deductions such as PF, ESI, professional tax and TDS, and reimbursements, so attendance and leave no longer have to be re-entered each month.

## The real benefits for a small team

### Hours back every month

The biggest early gain is usually time. In businesses of thirty to eighty people, we routinely see HR and admin staff save two to four days a month once leave, attendance and payslips move to self-service.

### Fewer payroll errors

Most payroll mistakes come from manual hand-offs: a leave approval that never reached the accounts person, an increment that was agreed in a meeting but never recorded. When approvals and payroll share data, those gaps close.

### A better employee experience

Employees increasingly expect to check leave balances or download a salary certificate instantly. A clunky, email-driven process quietly tells good people that the company is disorganised.

### Audit and compliance readiness

Document expiry reminders, signed policy acknowledgements and a clear history of changes make inspections and due-diligence requests far less stressful.

## Rolling it out in practice

- **Start with the core record.** Build a clean employee master: names, IDs, departments, managers, joining dates, salary structures and documents. Everything else depends on it.
- **Write down your policies first.** Leave types, carry-forward rules, probation periods and approval chains need to be clear on paper before they can be configured. Software will expose every vague policy you have.
- **Launch leave and attendance next.** It touches everyone, shows quick value, and gets staff used to the mobile app.
- **Run payroll in parallel for one or two cycles.** Compare the new system's output with your existing process line by line before switching over.
- **Add performance and onboarding later.** These benefit from a settled system and a team already comfortable with it.

## Pitfalls to watch for

**Copying a messy process into new software.** If you currently have seven leave types because of historical accidents, simplify before configuring.

**Neglecting manager training.** Employees adopt self-service quickly; managers who forget to approve requests are usually the bottleneck. Brief them separately and set approval reminders.

**Loose access control.** Salary and personal data are sensitive. Decide carefully who can see what, and review access whenever someone changes role.

**Ignoring data protection.** Collect only the personal data you need, explain why you collect it, and keep documents in the system rather than in personal email or chat threads.

## Cloud HR readiness checklist

- Employee master data collected and verified
- Leave, attendance and approval policies documented
- Salary structures and statutory settings confirmed with your accountant
- Roles and permissions agreed, especially for payroll data
- Managers briefed on approvals
- Two parallel payroll runs planned
- A named internal owner for the HR system

Cloud HR is rarely the most exciting software purchase a small business makes, but it is often one of the most appreciated. When routine admin runs itself, HR can spend its time on hiring well and keeping good people, which is where it adds real value.
`;
