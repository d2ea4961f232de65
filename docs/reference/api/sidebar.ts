import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";

const sidebar: SidebarsConfig = {
  apisidebar: [
    {
      type: "category",
      label: "Notifications",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/create-notification",
        },
        {
          type: "doc",
          id: "reference/api/list-notifications",
        },
        {
          type: "doc",
          id: "reference/api/get-notification",
        },
        {
          type: "doc",
          id: "reference/api/cancel-notification",
        },
        {
          type: "doc",
          id: "reference/api/delete-push-device",
        },
        {
          type: "doc",
          id: "reference/api/notification-status-webhook",
        },
      ],
    },
    {
      type: "category",
      label: "Users",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/lookup-user",
        },
        {
          type: "doc",
          id: "reference/api/export-user-data",
        },
        {
          type: "doc",
          id: "reference/api/erase-user",
        },
      ],
    },
    {
      type: "category",
      label: "Projects",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/list-projects",
        },
        {
          type: "doc",
          id: "reference/api/get-project",
        },
        {
          type: "doc",
          id: "reference/api/export-project",
        },
        {
          type: "doc",
          id: "reference/api/import-project",
        },
      ],
    },
    {
      type: "category",
      label: "Provisioning",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/list-versions",
        },
        {
          type: "doc",
          id: "reference/api/publish-version",
        },
        {
          type: "doc",
          id: "reference/api/list-environments",
        },
        {
          type: "doc",
          id: "reference/api/create-promotion",
        },
        {
          type: "doc",
          id: "reference/api/list-promotions",
        },
      ],
    },
    {
      type: "category",
      label: "Knowledge",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/list-km-sources",
        },
        {
          type: "doc",
          id: "reference/api/create-km-source",
        },
        {
          type: "doc",
          id: "reference/api/get-km-source",
        },
        {
          type: "doc",
          id: "reference/api/delete-km-source",
        },
        {
          type: "doc",
          id: "reference/api/sync-km-source",
        },
        {
          type: "doc",
          id: "reference/api/upload-km-files",
        },
        {
          type: "doc",
          id: "reference/api/download-km-file",
        },
      ],
    },
    {
      type: "category",
      label: "Tests",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/create-test-run",
        },
        {
          type: "doc",
          id: "reference/api/get-test-run",
        },
      ],
    },
    {
      type: "category",
      label: "Extensions",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/publish-extension",
        },
      ],
    },
    {
      type: "category",
      label: "Analytics",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/export-analytics",
        },
      ],
    },
    {
      type: "category",
      label: "Service tokens",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/list-service-tokens",
        },
        {
          type: "doc",
          id: "reference/api/create-service-token",
        },
        {
          type: "doc",
          id: "reference/api/revoke-service-token",
        },
      ],
    },
    {
      type: "category",
      label: "Support",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/get-support-bundle",
        },
      ],
    },
    {
      type: "category",
      label: "Health",
      collapsed: false,
      items: [
        {
          type: "doc",
          id: "reference/api/get-liveness",
        },
        {
          type: "doc",
          id: "reference/api/get-readiness",
        },
      ],
    },
  ],
};

export default sidebar.apisidebar;
