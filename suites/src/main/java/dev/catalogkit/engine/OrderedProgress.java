package dev.catalogkit.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints the progress lines of a parallel run in the order of the test plan, whatever order the
 * checks finish in: a check method's lines (one per invocation, by index) are held until every
 * method before it in the plan is done. The console of two runs of the same checks reads the same.
 */
final class OrderedProgress {

  /** engine / class / method: the segments that name a check method. */
  private static final int METHOD_DEPTH = 3;

  private final Consumer<String> out;
  private final List<String> order = new ArrayList<>();
  private final Map<String, List<Line>> held = new HashMap<>();
  private final Set<String> done = new HashSet<>();
  private int next;
  private int expected;
  private int printed;

  OrderedProgress(Consumer<String> out) {
    this.out = out;
  }

  /** How many check methods the whole run will print lines for; 0 prints no counter. */
  synchronized void expect(int methods) {
    expected = methods;
  }

  /** A new phase: its plan decides the order. */
  synchronized void plan(TestPlan plan) {
    flush();
    order.clear();
    next = 0;
    plan.getRoots()
        .forEach(
            root ->
                plan.getDescendants(root).stream()
                    .filter(id -> depth(id.getUniqueId()) == METHOD_DEPTH)
                    .forEach(id -> order.add(id.getUniqueId())));
  }

  /** A check's line, printed once its method and every method before it are done. */
  synchronized void line(TestIdentifier check, String text) {
    UniqueId id = UniqueId.parse(check.getUniqueId());
    held.computeIfAbsent(methodOf(id), method -> new ArrayList<>())
        .add(new Line(invocationIndex(id), text));
  }

  /** A method, a class or the engine is done (finished or skipped). */
  synchronized void done(TestIdentifier identifier) {
    if (depth(identifier.getUniqueId()) <= METHOD_DEPTH) {
      order.stream()
          .filter(method -> method.startsWith(identifier.getUniqueId()))
          .forEach(done::add);
      release();
    }
  }

  /** The end of a phase: whatever is held is printed, in order. */
  synchronized void flush() {
    order.forEach(done::add);
    release();
    held.values().forEach(lines -> print(lines));
    held.clear();
  }

  private void release() {
    while (next < order.size() && done.contains(order.get(next))) {
      List<Line> lines = held.remove(order.get(next++));
      if (lines != null) {
        print(lines);
      }
    }
  }

  private void print(List<Line> lines) {
    printed++;
    String counter = expected > 0 ? "[" + Math.min(printed, expected) + "/" + expected + "] " : "";
    lines.stream()
        .sorted(Comparator.comparingInt(Line::index))
        .forEach(line -> out.accept(counter + line.text()));
  }

  private static String methodOf(UniqueId id) {
    UniqueId method = id;
    while (method.getSegments().size() > METHOD_DEPTH) {
      method = method.removeLastSegment();
    }
    return method.toString();
  }

  /** The index of a parameterised invocation ({@code #3}), 0 for a plain test. */
  private static int invocationIndex(UniqueId id) {
    String value = id.getLastSegment().getValue();
    return value.startsWith("#") ? Integer.parseInt(value.substring(1)) : 0;
  }

  private static int depth(String uniqueId) {
    return UniqueId.parse(uniqueId).getSegments().size();
  }

  private record Line(int index, String text) {}
}
