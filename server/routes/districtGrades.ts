import type { FastifyInstance } from 'fastify';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';

interface Grade {
  gradeId: string;
  value: string;
  isCustom: boolean;
}

const STANDARD_GRADES: Grade[] = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((value) => ({ gradeId: value, value, isCustom: false }));

/** Spec 7.4: a district user's district grades; the standard K–12 list for everyone else. */
export async function districtGradeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/api/districts/default-grades', { config: { access: 'account' } }, async (request): Promise<{ standardGrades: Grade[] }> => {
    const { account } = await accountAccessOf(request, context);
    if (!account.district) return { standardGrades: STANDARD_GRADES };
    const district = await context.database.db.selectFrom('districts').select('standardGrades').where('id', '=', account.district.districtId).executeTakeFirst();
    return { standardGrades: district ? (JSON.parse(district.standardGrades) as Grade[]) : STANDARD_GRADES };
  });
}
