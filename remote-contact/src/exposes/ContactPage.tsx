import ContactPage from '../contact/ContactPage';

export default ContactPage;
export const contractVersion: string = __CONTRACT_VERSION__;
