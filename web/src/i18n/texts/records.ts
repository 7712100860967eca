// Texts of the member's own bet records (/m/gameRecord). The tables' columns, the date range and the
// report states are the agent reports' (agent.ts), shared with the team betting page.
import { defineTexts } from "../define-texts.ts";

/** Titles of the routes these texts are for: in the root texts' LL.titles, so the frame shows them before this namespace loads. */
export const titles = defineTexts({
	en: {
		gameRecord: 'Bet records',
	},
	cn: {
		gameRecord: '投注记录',
	},
	ms: {
		gameRecord: 'Rekod pertaruhan',
	},
});

export default defineTexts({
	en: {
		/** Where a lottery bet stands. */
		status: {
			pending: 'Awaiting draw',
			won: 'Won',
			lost: 'Not won',
			cancelled: 'Cancelled',
			tie: 'Tie',
		},
		sportsSettled: 'Sports bets show here once they are settled.',
		detail: {
			/** Read after the game's name on a lottery row's button. */
			open: 'details of order {order:string}',
			title: 'Bet details',
			chaseTitle: 'Chase details',
			close: 'Close',
			orderNumber: 'Order number',
			placed: 'Placed',
			stakes: 'Stakes',
			odds: 'Odds',
			winningNumber: 'Winning numbers',
			notDrawn: 'Not drawn yet',
			status: 'Status',
			amount: 'Amount bet',
			won: 'Amount won',
			periods: 'Periods chased',
			periodsDone: '{done:number} of {total:number}',
			chaseRule: 'Chase rule',
			stopOnWin: 'Stops once a period wins',
			draw: 'Draw',
			totalBet: 'Total bet',
		},
	},
	cn: {
		status: {
			pending: '等待开奖',
			won: '已中奖',
			lost: '未中奖',
			cancelled: '已撤单',
			tie: '和局',
		},
		sportsSettled: '体育投注结算后显示在这里。',
		detail: {
			open: '订单 {order} 详情',
			title: '投注详情',
			chaseTitle: '追号详情',
			close: '关闭',
			orderNumber: '订单号',
			placed: '投注时间',
			stakes: '注数',
			odds: '赔率',
			winningNumber: '开奖号码',
			notDrawn: '尚未开奖',
			status: '状态',
			amount: '投注金额',
			won: '中奖金额',
			periods: '追号期数',
			periodsDone: '{done} / {total}',
			chaseRule: '追号规则',
			stopOnWin: '中奖后停止追号',
			draw: '期号',
			totalBet: '总投注',
		},
	},
	ms: {
		status: {
			pending: 'Menunggu cabutan',
			won: 'Menang',
			lost: 'Tidak menang',
			cancelled: 'Dibatalkan',
			tie: 'Seri',
		},
		sportsSettled: 'Pertaruhan sukan dipaparkan di sini setelah diselesaikan.',
		detail: {
			open: 'butiran pesanan {order}',
			title: 'Butiran pertaruhan',
			chaseTitle: 'Butiran kejar nombor',
			close: 'Tutup',
			orderNumber: 'Nombor pesanan',
			placed: 'Masa',
			stakes: 'Taruhan',
			odds: 'Odds',
			winningNumber: 'Nombor menang',
			notDrawn: 'Belum dicabut',
			status: 'Status',
			amount: 'Jumlah pertaruhan',
			won: 'Jumlah menang',
			periods: 'Pusingan dikejar',
			periodsDone: '{done} daripada {total}',
			chaseRule: 'Peraturan kejar',
			stopOnWin: 'Berhenti apabila satu pusingan menang',
			draw: 'Cabutan',
			totalBet: 'Jumlah pertaruhan',
		},
	},
});
