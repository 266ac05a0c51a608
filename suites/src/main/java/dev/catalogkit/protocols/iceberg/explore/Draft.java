package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.protocols.iceberg.explore.ViewChange.AddVersion;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.RemoveProperty;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.SetCurrent;
import dev.catalogkit.protocols.iceberg.explore.ViewChange.SetProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.random.RandomGenerator;

/**
 * One sequence being generated: the steps so far, the {@link Sketch} of what they leave, and the
 * random choices every kind of step shares (names, page sizes, a replace's changes, keys).
 */
final class Draft {

  /** Names views and tables share, {@code a} to {@code e}: few enough to clash, enough to move. */
  static final int NAMES = 5;

  /**
   * Property keys a replace or a namespace update sets and removes: {@code kit.p0} to {@code
   * kit.p2}.
   */
  private static final int PROPERTY_KEYS = 3;

  private static final int MAX_PAGE_SIZE = 4;

  private final RandomGenerator random;
  private final boolean keyedRetries;
  private final List<IcebergStep> steps = new ArrayList<>();
  private final Sketch sketch = new Sketch();
  private int lastLabel;

  Draft(RandomGenerator random, boolean keyedRetries) {
    this.random = random;
    this.keyedRetries = keyedRetries;
  }

  /** Appends the step; the sketch takes what it leaves. */
  void add(IcebergStep step) {
    steps.add(step);
    step.sketch(sketch);
  }

  List<IcebergStep> steps() {
    return steps;
  }

  Sketch sketch() {
    return sketch;
  }

  RandomGenerator random() {
    return random;
  }

  int namespace() {
    return random.nextInt(StepGenerator.NAMESPACES);
  }

  String name() {
    return name(random.nextInt(NAMES));
  }

  /** Another of the shared names, for a rename. */
  String otherThan(String name) {
    int other = random.nextInt(NAMES - 1);
    return name(other >= name.charAt(0) - 'a' ? other + 1 : other);
  }

  static String name(int index) {
    return String.valueOf((char) ('a' + index));
  }

  <T> T oneOf(List<T> choices) {
    return choices.get(random.nextInt(choices.size()));
  }

  /** One of the options, each as likely as its weight says. */
  <T> T weighted(List<T> options, ToIntFunction<T> weight) {
    int roll = random.nextInt(options.stream().mapToInt(weight).sum());
    for (T option : options) {
      roll -= weight.applyAsInt(option);
      if (roll < 0) {
        return option;
      }
    }
    throw new IllegalArgumentException("no option weighs anything");
  }

  int pageSize() {
    return 1 + random.nextInt(MAX_PAGE_SIZE);
  }

  String propertyKey() {
    return StepGenerator.PROPERTY_PREFIX + random.nextInt(PROPERTY_KEYS);
  }

  boolean keyed() {
    return keyedRetries && random.nextInt(4) == 0;
  }

  /** One to three changes: versions added (current or not), a rollback, properties. */
  List<ViewChange> changes() {
    List<ViewChange> changes = new ArrayList<>();
    int count = 1 + random.nextInt(3);
    boolean currentSet = false;
    for (int i = 0; i < count; i++) {
      int kind = random.nextInt(10);
      String key = propertyKey();
      if (kind < 4) {
        // one change of the current version per commit: two would leave the model guessing order
        boolean makeCurrent = !currentSet && random.nextBoolean();
        currentSet |= makeCurrent;
        changes.add(new AddVersion(++lastLabel, makeCurrent));
      } else if (kind < 6 && !currentSet) {
        currentSet = true;
        changes.add(new SetCurrent(random.nextInt(3)));
      } else if (kind < 8) {
        changes.add(new SetProperty(key, "v" + random.nextInt(10)));
      } else {
        changes.add(new RemoveProperty(key));
      }
    }
    return changes;
  }
}
