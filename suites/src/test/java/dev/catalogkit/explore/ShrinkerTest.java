package dev.catalogkit.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ShrinkerTest {

  private static final List<Integer> HUNDRED = IntStream.range(0, 100).boxed().toList();

  @Test
  void aFailureThatNeedsTwoStepsInOrderShrinksToThoseTwo() {
    List<Integer> shrunk =
        Shrinker.shrink(
            HUNDRED, steps -> steps.indexOf(17) >= 0 && steps.indexOf(63) > steps.indexOf(17), 500);

    assertThat(shrunk).containsExactly(17, 63);
  }

  @Test
  void aFailureThatNeedsOneStepShrinksToIt() {
    assertThat(Shrinker.shrink(HUNDRED, steps -> steps.contains(99), 500)).containsExactly(99);
  }

  @Test
  void aSequenceThatNoLongerFailsComesBackWhole() {
    assertThat(Shrinker.shrink(List.of(1, 2, 3), steps -> false, 500)).containsExactly(1, 2, 3);
  }

  @Test
  void aRemainingStepIsSimplifiedWhileTheSequenceStillFails() {
    List<Integer> shrunk =
        Shrinker.shrink(
            List.of(3, 40, 7),
            steps -> steps.stream().anyMatch(step -> step >= 10),
            step -> step > 0 ? List.of(step / 2) : List.of(),
            500);

    assertThat(shrunk).containsExactly(10);
  }

  @Test
  void theBudgetOfWalksIsKept() {
    int[] walks = {0};
    Shrinker.shrink(
        HUNDRED,
        steps -> {
          walks[0]++;
          return steps.contains(5) && steps.contains(50) && steps.contains(95);
        },
        10);

    assertThat(walks[0]).isEqualTo(10);
  }
}
