package dev.catalogkit.engine;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.spec.Operation;
import io.qameta.allure.Allure;
import java.lang.reflect.AnnotatedElement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The harness around every check: decides NOT_APPLICABLE from the advertised capabilities, binds
 * the check's ID to the exchanges it makes, and attaches them to the Allure results.
 */
public final class ConformanceExtension
    implements ExecutionCondition, BeforeEachCallback, AfterEachCallback {

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * Judged per check, never per class: a class that is skipped as a whole would leave its checks
   * without any result, and their requirements unexplained in the report.
   */
  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (context.getTestMethod().isEmpty()) {
      return ConditionEvaluationResult.enabled("a class is judged per check");
    }
    RunContext run = RunContext.current();
    if (run.forceUnadvertised()) {
      return ConditionEvaluationResult.enabled("unadvertised capabilities are forced");
    }
    for (String operationId : requiredOperations(context)) {
      Operation operation = run.spec().operation(operationId);
      if (!run.capabilities().supports(operation)) {
        return ConditionEvaluationResult.disabled(run.capabilities().reasonNotSupported(operation));
      }
    }
    return ConditionEvaluationResult.enabled("every operation it needs is offered");
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    RunContext.current().recorder().startCheck(context.getUniqueId());
  }

  @Override
  public void afterEach(ExtensionContext context) {
    RunContext run = RunContext.current();
    run.recorder().endCheck();
    context
        .getTestMethod()
        .flatMap(ResultCollector::requirementOf)
        .ifPresent(
            requirement -> {
              // every report cites the public page the rule is on, and says how to fix it
              Allure.link(requirement.source().document(), requirement.source().url());
              Allure.parameter("how to fix", requirement.hint());
            });
    EvidenceWriter evidence = run.evidence();
    for (Exchange exchange : run.recorder().peekFor(context.getUniqueId())) {
      Allure.addAttachment(
          exchange.summary(), "application/json", json(evidence, exchange), ".json");
    }
  }

  private static String json(EvidenceWriter evidence, Exchange exchange) {
    try {
      return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(evidence.record(exchange));
    } catch (Exception e) {
      return exchange.summary();
    }
  }

  private static List<String> requiredOperations(ExtensionContext context) {
    List<String> operations = new ArrayList<>();
    addFrom(context.getTestClass(), operations);
    addFrom(context.getTestMethod(), operations);
    return operations;
  }

  private static void addFrom(Optional<? extends AnnotatedElement> element, List<String> into) {
    element
        .map(e -> e.getAnnotation(RequiresOperation.class))
        .ifPresent(annotation -> into.addAll(List.of(annotation.value())));
  }
}
