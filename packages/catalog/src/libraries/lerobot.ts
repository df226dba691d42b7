import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function lerobotSnippets(model: ModelRecord): LibrarySnippet[] {
  if (!model.tags.includes("smolvla")) return [];
  const snippets = [
    shellSnippet(
      `# See https://github.com/huggingface/lerobot#installation for details
git clone https://github.com/huggingface/lerobot.git
cd lerobot
pip install -e ".[smolvla]"`,
      "Install",
    ),
    shellSnippet(
      sh`
# Fine-tune the policy on your dataset
lerobot-train \\
    --policy.path=${model.id} \\
    --dataset.repo_id=lerobot/svla_so101_pickplace \\
    --batch_size=64 \\
    --steps=20000 \\
    --output_dir=outputs/train/my_smolvla \\
    --job_name=my_smolvla_training \\
    --policy.device=cuda \\
    --wandb.enable=true`,
      "Fine-tune",
    ),
  ];
  if (model.id === "lerobot/smolvla_base") return snippets;
  // The base model only makes sense fine-tuned; a fine-tuned policy can drive a robot as is.
  return [
    ...snippets,
    shellSnippet(
      sh`
# Run the policy while recording episodes. Replace the port, robot id, cameras,
# task (the description used when recording your dataset) and dataset name with yours.
lerobot-record \\
    --robot.type=so101_follower \\
    --robot.port=/dev/ttyACM0 \\
    --robot.id=my_blue_follower_arm \\
    --robot.cameras="{ front: {type: opencv, index_or_path: 8, width: 640, height: 480, fps: 30}}" \\
    --dataset.single_task="Grasp a lego block and put it in the bin." \\
    --dataset.repo_id=HF_USER/eval_dataset_name \\
    --dataset.episode_time_s=50 \\
    --dataset.num_episodes=10 \\
    --policy.path=${model.id}`,
      "Run the policy",
    ),
  ];
}

/** LeRobot (library_name "lerobot"): robot-learning policies; SmolVLA gets fine-tuning and recording commands. */
export const lerobot: ModelLibraryEntry = {
  prettyLabel: "LeRobot",
  repoName: "LeRobot",
  repoUrl: "https://github.com/huggingface/lerobot",
  docsUrl: "https://huggingface.co/docs/lerobot",
  filter: false,
  snippets: lerobotSnippets,
};
