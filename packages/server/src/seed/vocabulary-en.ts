import { sentenceList, type Vocabulary } from './vocabulary';

const CONTRACTS = {
  CDI: 'on a permanent contract',
  CDD: 'on a 12-month fixed-term contract',
  STAGE: 'as a 6-month internship',
  FREELANCE: 'as a freelance assignment',
  INTERIM: 'as a temporary assignment',
  ALTERNANCE: 'as a work-study position',
} as const;
const REMOTE = {
  onsite: 'The position is on site',
  hybrid: 'The position is hybrid, with two remote days a week',
  remote: 'The position is fully remote',
} as const;

export const ENGLISH: Vocabulary = {
  domains: {
    'informatique-telecoms': {
      titles: [
        'React Developer',
        'Back-end Engineer (Node.js)',
        'Network Engineer',
        'DevOps Engineer',
        'Data Analyst',
        'Product Manager',
      ],
      missions: [
        'Design and build new product features',
        'Take part in code reviews and quality practices',
        'Keep production services available and secure',
        'Write clear technical documentation',
        'Work closely with business teams on their digital needs',
      ],
      studies: 'computer science or telecommunications',
      skills: ['TypeScript', 'Git', 'SQL', 'agile practices', 'cloud platforms'],
    },
    'banque-finance': {
      titles: ['Relationship Manager', 'Credit Analyst', 'Financial Advisor', 'Compliance Officer', 'Treasury Analyst'],
      missions: [
        'Manage and grow a portfolio of retail and business clients',
        'Assess financing requests',
        'Ensure compliance with banking regulations',
        'Offer suitable savings and lending products',
        'Monitor the branch risk indicators',
      ],
      studies: 'finance, banking or economics',
      skills: ['financial analysis', 'client relationships', 'Excel', 'banking regulations'],
    },
    'btp-genie-civil': {
      titles: [
        'Civil Engineer',
        'Site Manager',
        'Construction Project Manager',
        'Quantity Surveyor',
        'Structural Engineer',
      ],
      missions: [
        'Lead works on site within deadlines',
        'Supervise crews and subcontractors',
        'Check build quality and site safety',
        'Prepare quantity take-offs and track the budget',
        'Write progress reports',
      ],
      studies: 'civil engineering',
      skills: ['AutoCAD', 'reading drawings', 'site management', 'safety standards'],
    },
    'commercial-vente': {
      titles: [
        'Sales Manager',
        'Sales Representative',
        'Key Account Manager',
        'Business Developer',
        'Customer Success Manager',
      ],
      missions: [
        'Prospect new clients in your territory',
        'Negotiate and close deals',
        'Retain and grow existing accounts',
        'Report market insights to management',
        'Meet revenue targets',
      ],
      studies: 'business or marketing',
      skills: ['negotiation', 'a CRM', 'prospecting', 'communication'],
    },
    'marketing-communication': {
      titles: [
        'Communications Officer',
        'Social Media Manager',
        'Digital Marketing Manager',
        'Graphic Designer',
        'Brand Manager',
      ],
      missions: [
        'Build the yearly communication plan',
        'Run the brand’s social media channels',
        'Manage advertising campaigns',
        'Create editorial and visual content',
        'Measure campaign performance',
      ],
      studies: 'communication or marketing',
      skills: ['social media', 'Adobe Creative Suite', 'copywriting', 'Google Analytics'],
    },
    'comptabilite-audit': {
      titles: ['Accountant', 'Internal Auditor', 'Financial Controller', 'Accounts Payable Officer', 'Audit Manager'],
      missions: [
        'Keep the general and cost accounts',
        'Prepare tax and social security returns',
        'Take part in monthly and annual closings',
        'Carry out internal audit assignments',
        'Produce management dashboards',
      ],
      studies: 'accounting, finance or audit',
      skills: ['OHADA accounting standards', 'Sage', 'Excel', 'taxation'],
    },
    'ressources-humaines': {
      titles: [
        'Talent Acquisition Specialist',
        'HR Manager',
        'Payroll Officer',
        'Learning & Development Officer',
        'HR Assistant',
      ],
      missions: [
        'Run recruitment processes end to end',
        'Manage payroll and staff administration',
        'Build the training plan',
        'Support managers day to day',
        'Ensure compliance with labour law',
      ],
      studies: 'human resources or employment law',
      skills: ['labour law', 'interviewing', 'an HRIS', 'active listening'],
    },
    sante: {
      titles: ['Registered Nurse', 'General Practitioner', 'Pharmacist', 'Midwife', 'Medical Sales Representative'],
      missions: [
        'Provide patient care',
        'Take part in public health campaigns',
        'Keep medical records up to date',
        'Manage medicine stocks',
        'Work with multidisciplinary teams',
      ],
      studies: 'medicine, pharmacy or nursing',
      skills: ['care protocols', 'infection control', 'empathy', 'emergency care'],
    },
    'agriculture-agroalimentaire': {
      titles: ['Agronomist', 'Food Safety Manager', 'Farm Manager', 'Production Supervisor', 'Agribusiness Analyst'],
      missions: [
        'Oversee crops and harvests',
        'Apply hygiene and quality standards',
        'Train and support producers',
        'Improve production yields',
        'Follow the supply chain',
      ],
      studies: 'agronomy or food science',
      skills: ['HACCP standards', 'irrigation', 'team leadership', 'traceability'],
    },
    'energie-mines': {
      titles: ['Electrical Engineer', 'Solar Maintenance Technician', 'Geologist', 'HSE Manager', 'Mining Engineer'],
      missions: [
        'Maintain the installations',
        'Lead technical studies',
        'Enforce health, safety and environment rules',
        'Plan on-site interventions',
        'Analyse production data',
      ],
      studies: 'electrical engineering, energy or geology',
      skills: ['industrial electricity', 'renewable energy', 'HSE standards', 'preventive maintenance'],
    },
    'logistique-transport': {
      titles: [
        'Logistics Manager',
        'Warehouse Supervisor',
        'Freight Forwarder',
        'Fleet Manager',
        'Supply Chain Analyst',
      ],
      missions: [
        'Organise the flow of goods',
        'Follow customs clearance',
        'Optimise delivery routes',
        'Run warehouse inventories',
        'Negotiate with carriers',
      ],
      studies: 'logistics or transport',
      skills: ['inventory management', 'customs procedures', 'an ERP', 'organisation'],
    },
    'education-formation': {
      titles: ['Mathematics Teacher', 'IT Trainer', 'Curriculum Designer', 'Academic Director', 'English Teacher'],
      missions: [
        'Prepare and teach lessons',
        'Assess learners’ progress',
        'Design teaching materials',
        'Take part in school life',
        'Guide students in their career choices',
      ],
      studies: 'education or the subject taught',
      skills: ['teaching', 'public speaking', 'digital tools', 'patience'],
    },
    'hotellerie-tourisme': {
      titles: ['Front Desk Agent', 'Head Chef', 'Executive Housekeeper', 'Restaurant Manager', 'Travel Consultant'],
      missions: [
        'Welcome and advise guests',
        'Guarantee service quality',
        'Handle bookings',
        'Lead the floor and housekeeping staff',
        'Keep guests satisfied',
      ],
      studies: 'hospitality or tourism',
      skills: ['guest relations', 'booking software', 'French', 'a service mindset'],
    },
    juridique: {
      titles: ['Corporate Lawyer', 'Legal Counsel', 'Paralegal', 'Head of Legal Affairs', 'Tax Lawyer'],
      missions: [
        'Draft and negotiate contracts',
        'Advise operational departments',
        'Keep track of legal changes',
        'Handle litigation with outside counsel',
        'Run corporate secretarial work',
      ],
      studies: 'business law',
      skills: ['OHADA business law', 'legal drafting', 'negotiation', 'attention to detail'],
    },
  },
  seniorTitle: (title) => `Senior ${title}`,
  juniorTitle: (title) => `Junior ${title}`,
  benefits: [
    'a competitive salary',
    'health insurance',
    'regular training',
    'a performance bonus',
    'a stimulating workplace',
    'real career prospects',
  ],
  description: (c) =>
    [
      `${c.company} is hiring a ${c.title} ${CONTRACTS[c.contractType]} for its team in ${c.city} (${c.country}). ${REMOTE[c.remote]}.`,
      `Your responsibilities:\n${c.missions.map((m) => `- ${m}`).join('\n')}`,
      `We offer ${sentenceList(c.benefits, 'and')}.`,
    ].join('\n\n'),
  profile: (c) =>
    `You hold a ${c.years >= 5 ? 'master’s' : 'bachelor’s'} degree in ${c.studies} and have at least ${c.years} year${c.years > 1 ? 's' : ''} of experience in a similar role. You are comfortable with ${sentenceList(c.skills, 'and')}. Organised and autonomous, you speak fluent English; French is a plus.`,
  companyTagline: (domain, country) => `A leading name in ${domain} (${country})`,
  companyDescription: (name, domains, cities, founded) =>
    [
      `Founded in ${founded}, ${name} is a company specialised in ${domains}, with offices in ${cities}.`,
      'People are at the heart of our growth: our teams enjoy training, personal coaching and real career prospects.',
      'Joining us means taking part in the economic transformation of the African continent.',
    ].join('\n\n'),
};
