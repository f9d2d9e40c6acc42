import { type ApiClient, clientCall } from "@cidp/api-client";
import { type CallResult, vipTrainingCalls } from "@cidp/api-client/contract";

export type TrainingOverview = CallResult<typeof vipTrainingCalls.overview>["data"];

/** The sessions, the business's seats and registrations, or null when the services cannot say (the page says so). */
export function loadTraining(client: ApiClient): Promise<TrainingOverview | null> {
  return clientCall(vipTrainingCalls.overview)(client, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
}
