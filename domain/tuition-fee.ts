/** The fee a parent's payment link names, as `GET /public/tuition/:id` answers it (the server builds it, the parent's page shows it). */
export interface Fee {
  id: number;
  title: string;
  amount: number;
  transaction_status: number;
  player_name: string | null;
  branch_name: string | null;
  academy_name: string;
}
