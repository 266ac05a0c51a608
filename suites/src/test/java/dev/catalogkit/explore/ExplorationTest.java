package dev.catalogkit.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The exploration loop against a scripted explorer: no server, no clock. */
class ExplorationTest {

  private static final Duration NO_TIME_LIMIT = Duration.ofHours(1);

  /** Step {@code k} of every sequence; a walk fails once it has walked steps 3 and 7. */
  private static final class Scripted implements Explorer<Numbered> {
    private final IntPredicate failsOnWalk;
    final AtomicInteger walks = new AtomicInteger();

    Scripted(IntPredicate failsOnWalk) {
      this.failsOnWalk = failsOnWalk;
    }

    @Override
    public List<Numbered> sequence(RandomGenerator random, int length) {
      return IntStream.rangeClosed(1, length).mapToObj(Numbered::new).toList();
    }

    @Override
    public WalkResult walk(List<Numbered> steps) {
      int walk = walks.incrementAndGet();
      int seven = steps.indexOf(new Numbered(7));
      if (steps.contains(new Numbered(3)) && seven >= 0 && failsOnWalk.test(walk)) {
        return WalkResult.failed(
            seven + 1, new Finding("ICE-X-01", seven + 1, "three", "seven", "GET /x"));
      }
      return WalkResult.passed(steps.size());
    }
  }

  private record Numbered(int number) implements Step {
    @Override
    public String describe() {
      return "step " + number;
    }
  }

  @Test
  void aFindingIsShrunkToItsEssentialStepsAndConfirmedOnEveryReplay() {
    Scripted explorer = new Scripted(walk -> true);

    ExplorationResult result =
        new Exploration<>(explorer, ExploreOptions.of(5, 100, NO_TIME_LIMIT), () -> 0).run();

    ShrunkFinding found = result.finding().orElseThrow();
    assertThat(found.steps()).extracting(Step::describe).containsExactly("step 3", "step 7");
    assertThat(found.originalSteps()).isEqualTo(7);
    assertThat(found.reproduced()).isEqualTo(3);
    assertThat(found.flaky()).isFalse();
    assertThat(result.findings()).as("one finding per requirement").hasSize(1);
    assertThat(result.steps()).as("each of the 3 sequences walked up to its finding").isEqualTo(21);
  }

  @Test
  void walkersAtOnceWalkTheSameSequencesAndConfirmAlone() {
    Scripted explorer = new Scripted(walk -> true);

    ExplorationResult result =
        new Exploration<>(
                explorer, ExploreOptions.of(5, 100, NO_TIME_LIMIT).walkingAtOnce(4), () -> 0)
            .run();

    assertThat(result.walkers()).isEqualTo(4);
    assertThat(result.sequences()).isEqualTo(3);
    assertThat(result.plannedSteps()).isEqualTo(100);
    ShrunkFinding found = result.finding().orElseThrow();
    assertThat(found.steps()).extracting(Step::describe).containsExactly("step 3", "step 7");
    assertThat(found.confirmations()).containsExactly(true, true, true);
  }

  @Test
  void aStoppedRunStartsNoWalkAndShrinksNothing() {
    Scripted explorer = new Scripted(walk -> true);

    ExplorationResult result =
        new Exploration<>(
                explorer,
                ExploreOptions.of(5, 100, NO_TIME_LIMIT),
                () -> 0,
                () -> Optional.of("Ctrl-C"))
            .run();

    assertThat(explorer.walks).hasValue(0);
    assertThat(result.findings()).isEmpty();
    assertThat(result.stoppedBy()).isEqualTo("Ctrl-C");
  }

  @Test
  void aFindingThatDoesNotFailOnEveryReplayIsFlakyWithHowOftenItDid() {
    Scripted explorer = new Scripted(walk -> walk % 2 == 1);

    ShrunkFinding found =
        new Exploration<>(explorer, ExploreOptions.of(5, 100, NO_TIME_LIMIT), () -> 0)
            .run()
            .finding()
            .orElseThrow();

    assertThat(found.flaky()).isTrue();
    assertThat(found.reproduced()).isBetween(1, 2);
    assertThat(found.replays()).isEqualTo(3);
  }

  @Test
  void withoutAFindingTheStepBudgetIsWalkedInSequencesOfTheirLength() {
    Scripted explorer = new Scripted(walk -> false);

    ExplorationResult result =
        new Exploration<>(explorer, ExploreOptions.of(5, 100, NO_TIME_LIMIT), () -> 0).run();

    assertThat(result.finding()).isEmpty();
    assertThat(result.steps()).isEqualTo(100);
    assertThat(result.sequences()).isEqualTo(3); // 40, 40, 20
  }
}
