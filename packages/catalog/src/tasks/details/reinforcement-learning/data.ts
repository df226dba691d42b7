import type { TaskPageData } from "../types";

/** Page data of the `reinforcement-learning` task (the about text comes from `about.md`). */
export const reinforcementLearning: TaskPageData = {
  summary:
    "Reinforcement learning trains an agent to choose actions by trial and error: it acts in an environment, receives rewards or penalties, and learns a policy that earns the most reward over time.",
  demo: {
    inputs: [
      {
        type: "text",
        label: "State",
        content: "Cart slightly right of centre, pole leaning 4° to the left and falling.",
      },
    ],
    outputs: [
      { type: "text", label: "Action", content: "Push the cart left." },
      { type: "text", label: "Next State", content: "Pole back near upright; episode continues, reward +1." },
    ],
  },
  metrics: [
    {
      id: "Discounted Total Reward",
      description:
        "Sum of the rewards of an episode, each weighted by a discount factor between 0 and 1 per step of delay; the quantity the agent maximises.",
    },
    {
      id: "Mean Reward",
      description:
        "Average total reward over a number of evaluation episodes; the usual figure reported on model cards.",
    },
    {
      id: "Level of Performance After Some Time",
      description:
        "Reward reached after a fixed training budget (steps or hours); compares how quickly methods learn, not only where they end up.",
    },
  ],
  models: [
    {
      id: "edbeeching/decision-transformer-gym-hopper-expert",
      description: "Decision Transformer trained offline on expert runs of the Hopper robot environment.",
    },
    {
      id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
      description: "PPO agent balancing a pole on a cart, trained with Stable-Baselines3 and the RL Zoo.",
    },
  ],
  datasets: [
    {
      id: "edbeeching/decision_transformer_gym_replay",
      description: "Recorded trajectories from the D4RL benchmark, for offline reinforcement learning.",
    },
  ],
  spaces: [
    {
      id: "ThomasSimonini/Huggy",
      description: "Play with Huggy, a dog agent that learned to fetch a stick.",
    },
    { id: "ThomasSimonini/SnowballFight", description: "Have a snowball fight against a trained agent." },
  ],
  widgetModels: [],
  youtubeId: "q0BiUn5LiBc",
};
