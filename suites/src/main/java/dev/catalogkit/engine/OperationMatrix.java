package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CapabilityMatrix.JudgedOn;
import dev.catalogkit.report.CapabilityMatrix.OperationCapability;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.spec.Operation;
import dev.catalogkit.spec.SpecDocument;
import java.lang.reflect.AnnotatedElement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Builds a run's {@link CapabilityMatrix}: every operation of the profile's document, whether the
 * server advertises it, whether it answered 2xx, what its probe found, and the requirements judged
 * on it. A check is judged on the operations it declares it needs ({@link RequiresOperation}, which
 * are what make it NOT_APPLICABLE) and on those of the answers its outcome rests on: the exchanges
 * marked decisive, or else the last one it got (a plain assertion judges what came back last). A
 * check found not applicable rests on no answer: where it stopped (a probe's set-up that timed out
 * under load, or the step that showed the capability missing) would make the matrix depend on load.
 */
final class OperationMatrix {

  private final SpecDocument spec;
  private final Capabilities capabilities;
  private final ExchangeRecorder recorder;

  /** The operations each check method declares, by {@link ResultCollector#checkOf}. */
  private final Map<String, Set<String>> declared;

  private OperationMatrix(
      SpecDocument spec,
      Capabilities capabilities,
      ExchangeRecorder recorder,
      Map<String, Set<String>> declared) {
    this.spec = spec;
    this.capabilities = capabilities;
    this.recorder = recorder;
    this.declared = declared;
  }

  /**
   * The matrix of a run whose checks are those of {@code plan}; an operation is served when any
   * request of the run to it got a 2xx answer (discovery, set-up, a probe, a check, the janitor).
   */
  static OperationMatrix of(RunContext run, TestPlan plan) {
    Map<String, Set<String>> declared = new HashMap<>();
    plan.getRoots().stream()
        .flatMap(root -> plan.getDescendants(root).stream())
        .map(TestIdentifier::getSource)
        .flatMap(source -> source.stream())
        .filter(MethodSource.class::isInstance)
        .map(MethodSource.class::cast)
        .forEach(
            source ->
                declared
                    .computeIfAbsent(
                        ResultCollector.checkOf(source.getJavaMethod()), key -> new TreeSet<>())
                    .addAll(
                        Stream.of(source.getJavaClass(), source.getJavaMethod())
                            .flatMap(OperationMatrix::required)
                            .toList()));
    return new OperationMatrix(run.spec(), run.capabilities(), run.recorder(), declared);
  }

  private static Stream<String> required(AnnotatedElement element) {
    RequiresOperation annotation = element.getAnnotation(RequiresOperation.class);
    return annotation == null ? Stream.empty() : Stream.of(annotation.value());
  }

  /** The matrix, from the checks as judged (waivers applied). */
  CapabilityMatrix judge(List<CheckResult> checks) {
    Map<String, Map<String, Outcome>> byOperation = new HashMap<>();
    Set<String> answered2xx =
        recorder.all().stream()
            .filter(Exchange::succeeded)
            .map(Exchange::operation)
            .collect(Collectors.toSet());
    for (CheckResult check : checks) {
      if (check.requirementId() == null) {
        continue;
      }
      for (String operationId : operationsOf(check)) {
        byOperation
            .computeIfAbsent(operationId, id -> new TreeMap<>())
            .merge(check.requirementId(), check.outcome(), OperationMatrix::combined);
      }
    }
    return new CapabilityMatrix(
        capabilities.endpointsListed(),
        spec.operations().stream()
            .map(
                operation ->
                    row(
                        operation,
                        answered2xx.contains(operation.id()),
                        byOperation.getOrDefault(operation.id(), Map.of())))
            .toList());
  }

  private OperationCapability row(
      Operation operation, boolean answered2xx, Map<String, Outcome> judged) {
    return new OperationCapability(
        operation.id(),
        operation.method(),
        operation.pathTemplate(),
        capabilities.endpointsListed() && capabilities.advertises(operation),
        answered2xx,
        capabilities.probeOf(operation),
        capabilities.probeStatusOf(operation),
        judged.entrySet().stream().map(e -> new JudgedOn(e.getKey(), e.getValue())).toList());
  }

  private Set<String> operationsOf(CheckResult check) {
    Set<String> operations = new TreeSet<>(declared.getOrDefault(baseOf(check), Set.of()));
    if (check.outcome() == Outcome.NOT_APPLICABLE) {
      return operations;
    }
    List<ExchangeRecord> decisive =
        check.exchanges().stream()
            .filter(exchange -> exchange.role() == ExchangeRecord.Role.DECISIVE)
            .toList();
    List<ExchangeRecord> own =
        check.exchanges().stream()
            .filter(exchange -> exchange.role() != ExchangeRecord.Role.RUN_SETUP)
            .toList();
    List<ExchangeRecord> restsOn =
        !decisive.isEmpty() || own.isEmpty() ? decisive : List.of(own.get(own.size() - 1));
    restsOn.stream()
        .map(ExchangeRecord::operation)
        .filter(id -> id != null && spec.hasOperation(id))
        .forEach(operations::add);
    return operations;
  }

  /** {@code Suite#method} of a check's ID, without the invocation of a parameterised one. */
  private static String baseOf(CheckResult check) {
    int invocation = check.id().indexOf('[');
    return invocation < 0 ? check.id() : check.id().substring(0, invocation);
  }

  /**
   * One requirement's outcome on an operation over its checks there: the worse, except that a case
   * not offered does not outweigh one that held (as in the requirement's verdict).
   */
  private static Outcome combined(Outcome one, Outcome other) {
    if ((one == Outcome.PASS && other == Outcome.NOT_APPLICABLE)
        || (one == Outcome.NOT_APPLICABLE && other == Outcome.PASS)) {
      return Outcome.PASS;
    }
    return one.worse(other);
  }
}
