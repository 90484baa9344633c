import { Link } from 'react-router';
import { business } from '@/config/business.ts';
import { LegalLayout, type LegalSection } from '@/features/legal/legal-layout.tsx';

const mail = `mailto:${business.email}`;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          This site, {business.url.replace('https://', '')}, is run by <strong>{business.legalName}</strong> (“{business.name}”, “we”, “us”),
          a business that designs, builds and climate-controls custom wine cellars for homes, restaurants and commercial clients in the{' '}
          {business.serviceArea}. We decide how the personal information described here is used, and we are the people to contact about it.
        </p>
        <p>
          Write to <a href={mail}>{business.email}</a> or call {business.phone}. This policy covers the web site, its calculators, the cellar
          assistant, accounts, the contact form and quote requests. The contract for a cellar we build has its own terms for the information we
          need to carry out the work.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    body: (
      <>
        <p>We only collect what you give us or what the site needs to work. Each part of the site is described below.</p>
        <h3>Contact form and quote requests</h3>
        <p>
          When you ask for a consultation or a quote we receive your first and last name, email address, phone number, project type, budget
          range, timeline, project details, and anything else you choose to add: the location, the number of bottles, a calculator result, and
          attachments such as photos, PDFs or DWG drawings of your space (up to 5 MB each). We use them to reply to you, to prepare your design
          and quote, and to keep a record of what we promised. If you are signed in, the request is also linked to your account.
        </p>
        <p>
          Requests and attachments are stored in a private database and a private file store. Visitors can add files but can never read or list
          them; only people at the business with an administrator account can open them.
        </p>
        <h3>Accounts</h3>
        <p>
          To create an account we need your email address, a password and your full name. Your password is stored only as a one-way hash by our
          authentication service; we cannot read it. If you sign in with a magic link, we email a one-time link to the address you give. We use
          your account to sign you in and to keep the items you save.
        </p>
        <h3>Saved calculations and image analyses</h3>
        <p>
          When signed in you can save calculator results (the inputs you entered and the headline figures) and image analyses (a title, the
          prompt or image, and the result). These are visible <strong>only to you</strong>: not to other users, and not to our own staff through
          the site. You can delete them at any time from <Link to="/my-calculations">My Calculations</Link> and{' '}
          <Link to="/my-images">My Image Analyses</Link>.
        </p>
        <h3>The cellar assistant (chat)</h3>
        <p>
          The messages you send to the assistant, with the rest of the conversation so far, are sent to our server to produce a reply. When an AI
          model provider is configured, the conversation is passed to that provider, which processes it to generate the answer; otherwise our
          built-in assistant answers from the site’s own guides without any outside service. We do not keep a copy of your conversations on our
          servers. To stop the assistant being flooded, we record a short-lived counter of how many messages arrived from your account or network
          address, which is deleted within a day.
        </p>
        <p>
          Please do not put sensitive information (health, financial account numbers, passwords) in the chat. If you want us to contact you, use
          the contact form or email us instead.
        </p>
        <h3>Voice input</h3>
        <p>
          If you use the microphone button, your recording is sent to a speech-to-text service, turned into text that is added to your message,
          and then discarded. We do not keep the recording. Your browser asks your permission before any recording starts.
        </p>
        <h3>The image generator</h3>
        <p>
          The visual generator sends your description directly from your browser to a third-party image provider (Runware), using an API key
          that you enter yourself. The key goes from your browser to that provider only: it is never sent to us and we never store it. The
          provider handles your description and key under its own terms. When an image is generated, its description and link are added to
          your chat with the assistant, and if you are signed in you can choose to save it as an image analysis.
        </p>
        <h3>Newsletter</h3>
        <p>
          The email signup form on the home page is provided by our newsletter service (Flodesk). If you sign up, your email address (and a name,
          if you give one) is held by that service so we can send you cellar guides and news. Every email has an unsubscribe link.
        </p>
        <h3>Calculators</h3>
        <p>
          Calculator inputs are kept in the page address so you can bookmark or share a result. They are not sent to us unless you save the
          result to your account or attach it to a quote request.
        </p>
        <h3>Page views and error reports</h3>
        <p>
          The site counts page views with a stub that only writes a line to your own browser’s developer console: nothing is sent to us or to any
          analytics company. When something breaks, a short error report is kept in your own browser (see{' '}
          <a href="#cookies-and-storage">Cookies and browser storage</a>); it is not sent to us automatically. If you report a problem, you may
          choose to send it to us.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>answer your questions and prepare consultations, designs and quotes (because you asked us to);</li>
          <li>run your account and keep the items you save (to provide the service you signed up for);</li>
          <li>carry out a project if you hire us, including scheduling, warranties and service visits (to perform our contract);</li>
          <li>send the newsletter (with your consent, which you can withdraw at any time);</li>
          <li>keep the site secure, prevent abuse of the assistant and fix faults (our legitimate interest in a working, safe site);</li>
          <li>keep the records that tax and consumer law require.</li>
        </ul>
        <p>
          We do not use your information for advertising, we do not build advertising profiles, and we do not make decisions about you by
          automated means alone: every quote is prepared and reviewed by a person.
        </p>
      </>
    ),
  },
  {
    id: 'no-selling',
    title: 'We do not sell your data',
    body: (
      <p>
        We do not sell, rent or trade personal information, and we do not share it with anyone for their own marketing or for cross-context
        behavioral advertising. The only outside parties who handle it are the service providers listed in the next section, who process it on
        our behalf or, where noted, under their own terms at your choice.
      </p>
    ),
  },
  {
    id: 'who-we-share-with',
    title: 'Service providers and sharing',
    body: (
      <>
        <ul>
          <li>
            <strong>Hosting, database, sign-in and file storage</strong> (Supabase and our web host): store inquiries, accounts and saved items,
            and run the server functions behind the contact form, the assistant and voice input.
          </li>
          <li>
            <strong>AI model provider</strong>, when one is configured: receives assistant conversations to generate replies.
          </li>
          <li>
            <strong>Speech-to-text provider</strong>: receives voice recordings to transcribe them.
          </li>
          <li>
            <strong>Newsletter service</strong> (Flodesk): holds newsletter subscribers.
          </li>
          <li>
            <strong>Image provider</strong> (Runware): contacted directly by your browser with your own key when you use the visual generator.
          </li>
        </ul>
        <p>
          Outside providers may keep request data for a limited time under their own policies, for example to detect abuse. Where a provider lets
          us choose, we opt out of our customers’ data being used to train its models.
        </p>
        <p>
          If we build your cellar with a partner installer or contractor, we share the project details they need only once you have agreed to
          it. We may also disclose information when the law requires it, to protect our rights or someone’s safety, or to a buyer of the business
          who takes on this policy.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          The site uses no advertising or analytics cookies. It keeps the following in your browser, each only for the purpose shown:
        </p>
        <div className="table-scroll" role="region" aria-label="What the site keeps in your browser" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Where</th>
                <th scope="col">Why</th>
                <th scope="col">How long</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Sign-in session</td>
                <td>Local storage</td>
                <td>Keeps you signed in (your access and refresh tokens)</td>
                <td>Until you sign out or the session expires</td>
              </tr>
              <tr>
                <td>Assistant conversation</td>
                <td>Session storage</td>
                <td>Keeps your chat while you move between pages</td>
                <td>Until you clear the chat or close the tab</td>
              </tr>
              <tr>
                <td>
                  Error reports (<code>errorLogs</code>)
                </td>
                <td>Local storage</td>
                <td>The last 10 errors (message, technical trace, time, browser type, page address) to help diagnose a fault you report</td>
                <td>Until you clear the site’s data; only the latest 10 are kept</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          The newsletter signup form is loaded from our newsletter service, which may set its own cookies under its privacy policy. You can clear
          everything above at any time in your browser’s settings for this site; you will simply be signed out and lose the current chat.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <div className="table-scroll" role="region" aria-label="How long we keep each kind of information" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Information</th>
              <th scope="col">Kept for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Inquiries and attachments that do not lead to a project</td>
              <td>3 years after our last contact with you, then deleted</td>
            </tr>
            <tr>
              <td>Inquiries, drawings and correspondence for a project we build</td>
              <td>
                For as long as any warranty on the work runs (racking is warranted for life), and at least as long as tax and business-records law
                requires
              </td>
            </tr>
            <tr>
              <td>Your account</td>
              <td>
                Until you ask us to delete it; we may delete an account unused for 3 years after emailing you first. Saved calculations and image
                analyses are deleted with the account.
              </td>
            </tr>
            <tr>
              <td>Saved calculations and image analyses</td>
              <td>Until you delete them or your account</td>
            </tr>
            <tr>
              <td>Assistant conversations</td>
              <td>Not stored on our servers; in your browser until you clear the chat or close the tab</td>
            </tr>
            <tr>
              <td>Assistant rate-limit counters</td>
              <td>Deleted within 1 day</td>
            </tr>
            <tr>
              <td>Voice recordings</td>
              <td>Not kept: discarded once transcribed</td>
            </tr>
            <tr>
              <td>Newsletter subscription</td>
              <td>Until you unsubscribe</td>
            </tr>
            <tr>
              <td>Technical request logs at our host</td>
              <td>A short period set by the host, for security and fault-finding</td>
            </tr>
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        The site is served over encrypted connections. Inquiries, attachments and saved items sit behind database access rules that let only their
        owner (or, for inquiries, only the business) read them; attachment and image stores are private; passwords are hashed. Staff accounts
        with access to inquiries are limited to the people who need them. No system is perfectly secure; if a breach affecting your information
        happens, we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal information we hold about you and receive a copy;
          </li>
          <li>
            <strong>correct</strong> anything that is wrong or incomplete;
          </li>
          <li>
            <strong>delete</strong> your information or your account, unless we must keep a record by law or for a warranty you hold;
          </li>
          <li>stop using it for the newsletter or any other purpose you object to.</li>
        </ul>
        <p>
          To do so, email <a href={mail}>{business.email}</a> from the address you used with us, saying what you would like. We may ask you to
          confirm your identity before acting, we will not charge you, and we will answer within 30 days. You can delete saved items yourself at
          any time, and unsubscribe from the newsletter with the link in any email. Depending on where you live (for example under California’s
          consumer privacy law or the GDPR) you may have further rights, including complaining to your data protection authority; we honor them.
        </p>
      </>
    ),
  },
  {
    id: 'where-data-is-processed',
    title: 'Where your data is processed',
    body: (
      <p>
        We operate in the {business.serviceArea}, and your information is stored and processed there and wherever our service providers run
        their systems. When information leaves your country, we rely on the safeguards our providers offer for international transfers.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        This site is about wine and is meant for adults. It is not directed to children, and we do not knowingly collect information from anyone
        under 18. If you believe a child has sent us personal information, tell us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change how we handle personal information (for example if we replace the page-view stub with a real analytics service), we will
        update this page and its date before the change takes effect. If a change is significant and we have your email address, we will tell
        you directly.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions, requests or complaints about privacy: <a href={mail}>{business.email}</a>, {business.phone}, or through the{' '}
        <Link to="/">contact form on our home page</Link>. You can also read our <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalLayout
      eyebrow="Legal"
      title="Privacy Policy"
      updated="November 21, 2026"
      updatedIso="2026-11-21"
      summary={
        <p>
          We collect what you choose to give us (an inquiry, an account, a saved calculation) and use it to answer you and to design and quote
          your cellar. We do not sell it, we run no advertising trackers, your saved items are visible only to you, and you can ask us to see,
          correct or delete your information at any time by email.
        </p>
      }
      notice="This policy is a working draft written for this site; the business should have it reviewed by legal counsel."
      sections={sections}
    />
  );
}
