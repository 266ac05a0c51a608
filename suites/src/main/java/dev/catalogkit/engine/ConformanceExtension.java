package dev.catalogkit.engine;

import dev.catalogkit.spec.Operation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.junit.jupiter.api.extension.ExtensionContext.StoreScope;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestInstantiationAwareExtension;

/**
 * The harness around every check: hands it its run, its {@link Check} and its profile's {@link
 * ProfileSession} (constructor, method and method-source parameters), and decides NOT_APPLICABLE
 * from what the server offers. The run comes from the store of the launcher session that {@link
 * KitRunner} opened for it, so two runs in one JVM never see each other.
 */
public final class ConformanceExtension
    implements ExecutionCondition, ParameterResolver, TestInstantiationAwareExtension {

  /** Where {@link KitRunner} puts the {@link RunContext} of its launcher session. */
  static final String NAMESPACE = "dev.catalogkit";

  static final String RUN_KEY = "run";

  static RunContext run(ExtensionContext context) {
    RunContext run =
        context
            .getStore(StoreScope.LAUNCHER_SESSION, Namespace.create(NAMESPACE))
            .get(RUN_KEY, RunContext.class);
    if (run == null) {
      throw new IllegalStateException("checks run only inside a kit run (no RunContext)");
    }
    return run;
  }

  /** Suites are made per check, with the check's own context: their Check is theirs alone. */
  @Override
  public ExtensionContextScope getTestInstantiationExtensionContextScope(
      ExtensionContext rootContext) {
    return ExtensionContextScope.TEST_METHOD;
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == RunContext.class || type == Check.class || type == ProfileSession.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    RunContext run = run(context);
    Class<?> type = parameter.getParameter().getType();
    if (type == RunContext.class) {
      return run;
    }
    requireSessionTypes(parameter, run.session());
    return type == Check.class ? run.check(context.getUniqueId()) : run.session();
  }

  /**
   * A suite that declares another profile's client or state fails here, where the run's session is
   * handed over, not at its first use of them: generics are not checked at run time.
   */
  private static void requireSessionTypes(
      ParameterContext parameter, ProfileSession<?, ?> session) {
    if (parameter.getParameter().getParameterizedType() instanceof ParameterizedType declared) {
      Type[] clientAndState = declared.getActualTypeArguments();
      requireInstance(clientAndState[0], session.client(), parameter);
      requireInstance(clientAndState[1], session.state(), parameter);
    }
  }

  private static void requireInstance(Type declared, Object actual, ParameterContext parameter) {
    if (declared instanceof Class<?> type && actual != null && !type.isInstance(actual)) {
      throw new ParameterResolutionException(
          parameter.getDeclaringExecutable()
              + " takes "
              + type.getSimpleName()
              + ", but the run's profile has "
              + actual.getClass().getSimpleName());
    }
  }

  /**
   * Judged per check, never per class: a class that is skipped as a whole would leave its checks
   * without any result, and their requirements unexplained in the report.
   */
  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (context.getTestMethod().isEmpty()) {
      return ConditionEvaluationResult.enabled("a class is judged per check");
    }
    RunContext run = run(context);
    if (run.stop().reason().isPresent()) {
      return ConditionEvaluationResult.disabled(run.stop().reason().get());
    }
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
