import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the VIP club page (/m/vip, issue 15). Figures come from the one level table (features/vip/vip-levels.ts).
const en_vip = {
	title: 'VIP Club',
	subtitle: 'The more you play, the more you get',
	description: 'Eight levels, each with an upgrade bonus, monthly bonuses and a birthday gift. Your level rises with your cumulative turnover — no application needed.',
	nav: {
		label: 'VIP club sections',
		item1: 'Levels',
		item2: 'Example',
		item3: 'Notice',
		item4: 'Terms',
	},
	levels: {
		heading: 'VIP levels',
		carousel: 'VIP levels, {count:number} slides',
		slide: '{name:string}, level {index:number} of {count:number}',
		previous: 'Previous level',
		next: 'Next level',
		dot: 'Show {name:string}',
		cumulativeTurnover: 'Cumulative turnover',
		upgradeReward: 'Upgrade bonus',
		monthlyCondition: 'Monthly turnover to keep',
		monthlyBonus: 'Monthly bonus',
		birthdayBonus: 'Birthday bonus',
		none: '—',
		noCondition: 'Kept for life',
	},
	example: {
		heading: 'Example',
		upgrade: 'Reach {turnover:string} cumulative turnover and you become {level:string}, with a {bonus:string} upgrade bonus.',
		monthly: 'From {level:string} you receive a monthly bonus of {bonus:string} and above, paid on the 1st of every month.',
		claimWithin: 'Level-up and monthly bonuses must be claimed within {days:number} days, or they lapse.',
		turnover: 'Every bonus needs {times:number}× turnover before you can withdraw it.',
		retention: '{level:string} keeps its level with {amount:string} turnover a month. A member who misses it drops one level, to {lower:string}.',
	},
	notice: {
		heading: 'Notice',
		bannerTitle: 'Upgrade and birthday bonuses',
		bannerText: 'Level up for an instant bonus; from {level:string} a birthday gift of up to {bonus:string} waits for you.',
		item1: 'Bonuses arrive in the rewards center. Claim them there.',
		item2: 'Levels are reviewed on the 1st of each month against the previous month’s turnover.',
		item3: 'Turnover counts settled, valid bets only; cancelled or drawn bets do not count.',
	},
	terms: {
		heading: 'Terms and conditions',
		item1: 'The VIP programme is open to every real-money member. Trial accounts do not take part.',
		item2: 'Cumulative turnover is counted from the day the account is opened.',
		item3: 'Each bonus is paid once per level; a level reached again after a drop pays no second upgrade bonus.',
		item4: 'The birthday bonus is paid in the month of the birthday registered on the account, to members at a level with a birthday bonus.',
		item5: 'We may change or end the programme, and may withhold bonuses from accounts that abuse it.',
	},
} satisfies BaseTranslation

export default en_vip
