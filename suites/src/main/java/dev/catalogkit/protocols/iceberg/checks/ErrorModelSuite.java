package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The error model: every error is {@code {"error": {message, type, code}}} with code = status. Each
 * check provokes a set of documented errors and judges one rule on each.
 */
@ConformanceSuite
class ErrorModelSuite {

  /** Requests that must fail, each on a route the spec pages document an error for. */
  enum Provocation {
    LOAD_MISSING_VIEW("loadView", s -> s.client().loadView(s.namespace(), s.newName("absent"))),
    REPLACE_MISSING_VIEW(
        "replaceView", s -> s.views().replace(s.newName("absent"), ViewSteps.Guard.none())),
    CREATE_VIEW_IN_MISSING_NAMESPACE(
        "createView", s -> s.views().createInAMissingNamespace(s.newName("orphan"))),
    CREATE_VIEW_WITH_INVALID_JSON("createView", s -> s.views().createWithInvalidJson()),
    LOAD_MISSING_NAMESPACE(
        "loadNamespaceMetadata", s -> s.client().loadNamespace(s.run().names().missingNamespace())),
    LIST_VIEWS_OF_MISSING_NAMESPACE(
        "listViews", s -> s.client().listViews(s.run().names().missingNamespace())),
    DROP_MISSING_VIEW("dropView", s -> s.views().drop(s.newName("absent"), null));

    private final String operation;
    private final Function<IcebergSteps, Exchange> request;

    Provocation(String operation, Function<IcebergSteps, Exchange> request) {
      this.operation = operation;
      this.request = request;
    }

    Exchange provoke(IcebergSteps steps) {
      steps.requireOffered(operation);
      Exchange exchange = request.apply(steps);
      Precondition.require(
          exchange.isError(), "the request provokes an error: " + exchange.summary());
      return exchange;
    }
  }

  private final IcebergSteps steps;

  ErrorModelSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Provocation.class)
  @Verifies("ICE-ERR-01")
  void errorBodyWrapsItsDetailsInError(Provocation provocation) {
    ErrorRule.WRAPPED.judge(provocation.provoke(steps));
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Provocation.class)
  @Verifies("ICE-ERR-02")
  void errorObjectCarriesMessageTypeAndCode(Provocation provocation) {
    ErrorRule.COMPLETE.judge(provocation.provoke(steps));
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Provocation.class)
  @Verifies("ICE-ERR-03")
  void errorCodeEqualsTheHttpStatus(Provocation provocation) {
    Exchange error = provocation.provoke(steps);
    Precondition.require(ErrorDetails.of(error).code().isPresent(), "the error body has a code");
    ErrorRule.CODE_IS_STATUS.judge(error);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Provocation.class)
  @Verifies("ICE-ERR-11")
  void errorCodeIsWithinItsBounds(Provocation provocation) {
    Exchange error = provocation.provoke(steps);
    Precondition.require(ErrorDetails.of(error).code().isPresent(), "the error body has a code");
    ErrorRule.CODE_IN_BOUNDS.judge(error);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Provocation.class)
  @Verifies("ICE-ERR-04")
  void errorIsServedAsJson(Provocation provocation) {
    ErrorRule.SERVED_AS_JSON.judge(provocation.provoke(steps));
  }

  @Test
  @Verifies("ICE-ERR-05")
  void malformedTokenIsAnsweredWith401() {
    Expect.status(listNamespacesAuthorizedBy("Bearer not a valid token"), 401);
  }

  @Test
  @Verifies("ICE-ERR-12")
  void aRequestWithoutCredentialsIsAnsweredWith401() {
    Expect.status(listNamespacesAuthorizedBy(null), 401);
  }

  /**
   * Lists the top-level namespaces with this Authorization header instead of the run's (null: with
   * none at all). Only a run with credentials has a server that needs them.
   */
  private Exchange listNamespacesAuthorizedBy(String authorization) {
    if (!steps.client().authenticates()) {
      throw new NotApplicable(
          "no credentials configured (--token or --credential): the server is taken as open");
    }
    OutgoingRequest request = steps.client().request("listNamespaces", Map.of(), null);
    return steps
        .client()
        .send(
            authorization == null
                ? request.withoutHeader("Authorization")
                : request.withHeader("Authorization", authorization));
  }
}
