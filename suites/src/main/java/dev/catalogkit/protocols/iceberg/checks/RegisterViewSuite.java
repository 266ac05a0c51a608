package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import org.junit.jupiter.api.Test;

/** POST /v1/{prefix}/namespaces/{namespace}/register-view, where the server offers it. */
@ConformanceSuite
@RequiresOperation({"createView", "loadView", "dropView", "registerView"})
class RegisterViewSuite {

  /** Keeps a dropped view's metadata files, as the RCK's registerView does before it drops. */
  static final String GC_ENABLED = "gc.enabled";

  private final IcebergSteps steps;

  RegisterViewSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-VCR-12")
  void theMetadataFileOfADroppedViewRegistersItAgain() {
    String name = steps.newName("registered");
    Exchange created =
        steps
            .views()
            .create(
                steps
                    .views()
                    .body(IcebergSteps.MINIMAL_VIEW, name)
                    .withProperty(GC_ENABLED, "false"));
    Precondition.require(created, 200, "create the view " + name);
    View original = View.in(created);
    Precondition.require(
        steps.views().drop(name, null).succeeded(), "drop the view " + name + " (its files kept)");
    Exchange registered =
        steps.views().register(steps.namespace(), name, IcebergSteps.metadataLocationIn(created));
    Expect.status(registered, 200);
    View again = View.in(registered);
    Expect.equal("versions", original.versions(), again.versions(), registered);
    Expect.equal("schemas", original.schemas(), again.schemas(), registered);
    // what a load answers beyond the UUID is ICE-VLD-01's to judge
    Exchange loaded = steps.client().loadView(steps.namespace(), name);
    Expect.status(loaded, 200);
    Expect.equal("view-uuid", original.uuid(), View.in(loaded).uuid(), loaded);
  }
}
